import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/icons';
import { Modal, type ModalComponentProps } from '../../../components/modal';
import { useCopy } from '../../../i18n/copy';
import { formatNumber } from '../../../lib/format';

/** missionClaimSuccess (product.md section 2): the reward the claim credited to the balance. */
export function MissionClaimSuccessModal({ title, reward, close }: ModalComponentProps<'missionClaimSuccess'>) {
  const { t: tr } = useTranslation();
  const t = useCopy('missions').claimModal;
  return (
    <Modal title={t.title} onClose={close} size="sm">
      <div className="flex flex-col items-center px-6 pb-6 pt-6 text-center" data-testid="mission-claim-success">
        <div className="relative grid size-20 place-items-center rounded-full bg-gradient-to-b from-brand-300 to-brand-600 text-ink-950 shadow-[0_0_40px_-4px_rgba(240,180,41,0.6)]">
          <GiftIcon size={40} />
        </div>
        <p className="mt-5 text-sm text-ink-300">{t.credited}</p>
        <p className="mt-1 text-3xl font-bold text-brand-300" data-testid="mission-claim-reward">
          +{formatNumber(reward)} <span className="text-lg">VND</span>
        </p>
        <p className="mt-3 text-sm text-ink-200">{tr('missions.claimModal.mission', { title })}</p>
        <button type="button" className="btn btn-primary mt-6 w-full" onClick={close}>
          {t.ok}
        </button>
      </div>
    </Modal>
  );
}
