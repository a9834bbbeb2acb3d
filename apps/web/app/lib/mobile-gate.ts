export interface MobileGate {
  url: string;
  qrSvg: string;
}
