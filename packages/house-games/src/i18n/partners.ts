import { catalogueT, langOf, type ProviderLang, type ProviderT, refusalsIn } from '@app/provider-kit/i18n';
import { partnersEn } from './partners-en';
import { type PartnersCatalogue, partnersVi } from './partners-vi';

/*
 * The partner sandboxes' texts in the language the launch names (PP's `lang`, AWC's
 * `language`), as the house games' are (decision 175): the provider kit's pieces with a
 * catalogue of their own. Apart from the house games' catalogue because these screens are a
 * separate party's (decision 132) and house.js, which bundles the house catalogue, need not
 * carry them.
 */

export type { PartnersCatalogue };
export { langOf, partnersEn, partnersVi };

/** The texts of one language. */
export const partnersT: (lang: ProviderLang) => ProviderT = catalogueT(partnersVi, partnersEn);

/**
 * A refusal in the language asked for: its own words when it has them, else the same fixed
 * sentence of `errors`, else its code's sentence, else as it was written (Vietnamese).
 */
export const partnerRefusalIn = refusalsIn(partnersT, partnersVi.errors);

/**
 * What the screens' script writes, in one language: the catalogue's `screen` section as it is,
 * placeholders and all, since the script fills them itself (it runs without i18next).
 */
export function screenWords(lang: ProviderLang): PartnersCatalogue['screen'] {
  return (lang === 'en' ? partnersEn : partnersVi).screen;
}
