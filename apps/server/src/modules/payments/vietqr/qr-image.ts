import QRCode from 'qrcode';

// Medium error correction survives a phone camera at arm's length and keeps a ~150-char payload
// at QR version 7, small enough for low-end bank apps to scan from a screen.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 360 } as const;

/** PNG bytes of a QR code for a payload (the file a player downloads). */
export function renderQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...OPTIONS, type: 'png' });
}

/** The same image as a data: URL, to show inline without a second request. */
export function renderQrDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { ...OPTIONS, type: 'image/png' });
}
