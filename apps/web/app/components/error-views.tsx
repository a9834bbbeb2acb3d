import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-found page of product.md section 2: image, heading, hint and a button back to /. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="site-container flex flex-col items-center py-14 text-center md:py-20">
      <img
        src="/images/404.svg"
        alt={t('notFound.imageAlt')}
        width={360}
        height={240}
        className="h-auto w-72 md:w-90"
      />
      <h1 className="mt-6 text-2xl font-bold text-white md:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-lg text-ink-300">{t('notFound.hint')}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {t('common.backHome')}
      </Link>
    </section>
  );
}

export function ServerErrorView() {
  const { t } = useTranslation();
  return (
    <section className="site-container flex flex-col items-center py-14 text-center md:py-20">
      <img src="/images/500.svg" alt="" width={360} height={240} className="h-auto w-72 md:w-90" />
      <h1 className="mt-6 text-2xl font-bold text-white md:text-3xl">{t('serverError.title')}</h1>
      <p className="mt-3 max-w-lg text-ink-300">{t('serverError.hint')}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
