import { Link } from 'react-router';
import { vi } from '../i18n/vi';

/** The not-found page of product.md section 2: image, heading, hint and a button back to /. */
export function NotFoundView() {
  return (
    <section className="site-container flex flex-col items-center py-14 text-center md:py-20">
      <img src="/images/404.svg" alt={vi.notFound.imageAlt} width={360} height={240} className="h-auto w-72 md:w-90" />
      <h1 className="mt-6 text-2xl font-bold text-white md:text-3xl">{vi.notFound.title}</h1>
      <p className="mt-3 max-w-lg text-ink-300">{vi.notFound.hint}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {vi.common.backHome}
      </Link>
    </section>
  );
}

export function ServerErrorView() {
  return (
    <section className="site-container flex flex-col items-center py-14 text-center md:py-20">
      <img src="/images/500.svg" alt="" width={360} height={240} className="h-auto w-72 md:w-90" />
      <h1 className="mt-6 text-2xl font-bold text-white md:text-3xl">{vi.serverError.title}</h1>
      <p className="mt-3 max-w-lg text-ink-300">{vi.serverError.hint}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {vi.common.backHome}
      </Link>
    </section>
  );
}
