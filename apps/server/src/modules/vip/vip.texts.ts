import { type TVipLevel, type TVipRule, type TVipTexts, vipLevelName } from '@app/contract';
import { requestLocale, texts } from '../../http/locale';

/*
 * Player-facing copy generated from the VIP rule (decision 144): how points are earned, how long
 * they hold a level, what each level needs and gives are the figures the server counts and pays
 * by, so changing the rule changes the page. The sentences are the catalogue's
 * (`@app/contract/texts`, decision 163), in the language of the request being served.
 */

/** What a level gives, one short line each (an empty list for a level that gives nothing). */
export function levelGives(l: TVipLevel): string[] {
  const t = texts();
  return [
    ...(l.levelUpBonus > 0 ? [t('vip.gives.levelUp', { amount: l.levelUpBonus })] : []),
    ...(l.weeklyBonus > 0 ? [t('vip.gives.weekly', { amount: l.weeklyBonus })] : []),
    ...(l.refundExtraPercent > 0 ? [t('vip.gives.refund', { percent: l.refundExtraPercent })] : []),
    ...(l.birthdayBonus > 0 ? [t('vip.gives.birthday', { amount: l.birthdayBonus })] : []),
    ...(l.withdrawalPriority ? [t('vip.gives.priority')] : []),
    ...(l.withdrawalDailyLimit !== null ? [t('vip.gives.limit', { amount: l.withdrawalDailyLimit })] : []),
  ];
}

export function pointsText(n: number): string {
  return texts()('vip.points', { points: n });
}

export function vipTexts(rule: TVipRule, sectionNames: Map<string, string>): TVipTexts {
  const t = texts();
  const weights = rule.weights.map((w) =>
    t('vip.weight', { section: sectionNames.get(w.section) ?? w.section, percent: w.percent }),
  );
  const top = rule.levels.at(-1)!;
  const hasLimit = rule.levels.some((l) => l.withdrawalDailyLimit !== null);
  const hasBirthday = rule.levels.some((l) => l.birthdayBonus > 0);
  const hasPriority = rule.levels.some((l) => l.withdrawalPriority);
  return {
    summary: t('vip.summary', {
      levels: rule.levels.length,
      first: nameOf(rule.levels[0]!),
      top: nameOf(top),
      value: rule.pointValue,
      days: rule.periodDays,
    }),
    terms: [
      t('vip.terms.point', { value: rule.pointValue }),
      weights.length > 0
        ? t('vip.terms.weights', { weights, percent: rule.defaultPercent })
        : t('vip.terms.allGames', { percent: rule.defaultPercent }),
      t('vip.terms.once'),
      t('vip.terms.period', { days: rule.periodDays }),
      t('vip.terms.levelUp'),
      t('vip.terms.weekly'),
      t('vip.terms.refund'),
      ...(hasLimit ? [t('vip.terms.limit')] : []),
      ...(hasBirthday ? [t('vip.terms.birthday')] : []),
      ...(hasPriority ? [t('vip.terms.priority')] : []),
      t('vip.terms.restricted'),
    ],
    levels: rule.levels.map((l, i) => ({
      code: l.code,
      name: nameOf(l),
      needs: i === 0 ? t('vip.starting') : t('vip.from', { points: pointsText(l.minPoints) }),
      gives: levelGives(l),
    })),
  };
}

/** A level's name in the request's language (decision 170). */
export function nameOf(level: Pick<TVipLevel, 'name' | 'nameEn'>): string {
  return vipLevelName(level, requestLocale());
}
