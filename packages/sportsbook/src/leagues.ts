/**
 * The sandbox feed's leagues and clubs (real names; strengths are our own rough ratings: attack
 * above 1 scores more, defence below 1 concedes less). Kick-off slots are in UTC minutes of the
 * day, at the hours Vietnamese players watch these leagues.
 */

export interface Club {
  name: string;
  attack: number;
  defence: number;
}

export interface League {
  code: string;
  name: string;
  country: string;
  /** virtual leagues play short matches around the clock */
  virtual: boolean;
  /** kick-off times, UTC minutes of the day (real leagues at normal speed) */
  slots: number[];
  clubs: Club[];
}

const c = (name: string, attack: number, defence: number): Club => ({ name, attack, defence });
const utc = (h: number, m = 0) => h * 60 + m;

export const LEAGUES: League[] = [
  {
    code: 'vleague1',
    name: 'V.League 1',
    country: 'Việt Nam',
    virtual: false,
    slots: [utc(10), utc(11), utc(12, 15)],
    clubs: [
      c('Thép Xanh Nam Định', 1.2, 0.85),
      c('Công An Hà Nội', 1.2, 0.85),
      c('Hà Nội FC', 1.15, 0.9),
      c('Thể Công Viettel', 1.05, 0.9),
      c('Becamex Bình Dương', 1.0, 1.0),
      c('Hoàng Anh Gia Lai', 0.95, 1.05),
      c('Đông Á Thanh Hóa', 1.0, 0.95),
      c('Hải Phòng', 1.0, 1.0),
      c('SHB Đà Nẵng', 0.85, 1.15),
      c('Sông Lam Nghệ An', 0.85, 1.1),
      c('Hồng Lĩnh Hà Tĩnh', 0.9, 1.0),
      c('Quy Nhơn Bình Định', 0.9, 1.05),
      c('Thành phố Hồ Chí Minh', 0.85, 1.1),
      c('Quảng Nam', 0.85, 1.15),
    ],
  },
  {
    code: 'epl',
    name: 'Ngoại hạng Anh',
    country: 'Anh',
    virtual: false,
    slots: [utc(11, 30), utc(14), utc(16, 30), utc(19)],
    clubs: [
      c('Manchester City', 1.45, 0.7),
      c('Arsenal', 1.35, 0.7),
      c('Liverpool', 1.45, 0.75),
      c('Chelsea', 1.2, 0.9),
      c('Manchester United', 1.05, 1.0),
      c('Tottenham Hotspur', 1.2, 1.05),
      c('Newcastle United', 1.15, 0.9),
      c('Aston Villa', 1.15, 0.95),
      c('Brighton & Hove Albion', 1.05, 1.0),
      c('West Ham United', 1.0, 1.1),
      c('Crystal Palace', 0.95, 1.0),
      c('Everton', 0.85, 1.0),
      c('Fulham', 0.95, 1.05),
      c('Brentford', 1.0, 1.1),
      c('Wolverhampton Wanderers', 0.9, 1.1),
      c('Nottingham Forest', 0.95, 1.0),
    ],
  },
  {
    code: 'laliga',
    name: 'La Liga',
    country: 'Tây Ban Nha',
    virtual: false,
    slots: [utc(12), utc(15, 15), utc(17, 30), utc(20)],
    clubs: [
      c('Real Madrid', 1.45, 0.7),
      c('Barcelona', 1.5, 0.8),
      c('Atlético Madrid', 1.2, 0.75),
      c('Athletic Club', 1.05, 0.9),
      c('Real Sociedad', 0.95, 0.9),
      c('Villarreal', 1.1, 1.05),
      c('Real Betis', 1.0, 1.0),
      c('Sevilla', 0.95, 1.05),
      c('Valencia', 0.9, 1.05),
      c('Girona', 1.05, 1.1),
      c('Celta Vigo', 0.95, 1.1),
      c('Osasuna', 0.9, 1.0),
    ],
  },
  {
    code: 'seriea',
    name: 'Serie A',
    country: 'Ý',
    virtual: false,
    slots: [utc(11, 30), utc(14), utc(17), utc(19, 45)],
    clubs: [
      c('Inter', 1.35, 0.7),
      c('Napoli', 1.2, 0.75),
      c('Juventus', 1.1, 0.75),
      c('AC Milan', 1.2, 0.9),
      c('Atalanta', 1.3, 0.9),
      c('AS Roma', 1.05, 0.9),
      c('Lazio', 1.05, 0.95),
      c('Fiorentina', 1.0, 0.95),
      c('Bologna', 1.0, 0.95),
      c('Torino', 0.85, 0.95),
      c('Udinese', 0.85, 1.05),
      c('Genoa', 0.85, 1.05),
    ],
  },
  {
    code: 'bundesliga',
    name: 'Bundesliga',
    country: 'Đức',
    virtual: false,
    slots: [utc(13, 30), utc(16, 30), utc(19, 30)],
    clubs: [
      c('Bayern München', 1.6, 0.8),
      c('Bayer Leverkusen', 1.35, 0.8),
      c('Borussia Dortmund', 1.3, 0.95),
      c('RB Leipzig', 1.25, 0.9),
      c('VfB Stuttgart', 1.2, 1.0),
      c('Eintracht Frankfurt', 1.15, 1.0),
      c('SC Freiburg', 1.0, 1.0),
      c('VfL Wolfsburg', 1.0, 1.05),
      c('Borussia Mönchengladbach', 1.0, 1.1),
      c('Werder Bremen', 1.0, 1.1),
      c('Union Berlin', 0.85, 1.0),
      c('FC Augsburg', 0.9, 1.1),
    ],
  },
  {
    code: 'ucl',
    name: 'Cúp C1 châu Âu',
    country: 'Châu Âu',
    virtual: false,
    slots: [utc(17, 45), utc(20)],
    clubs: [
      c('Real Madrid', 1.45, 0.7),
      c('Manchester City', 1.45, 0.7),
      c('Bayern München', 1.5, 0.8),
      c('Paris Saint-Germain', 1.4, 0.8),
      c('Barcelona', 1.45, 0.85),
      c('Arsenal', 1.3, 0.75),
      c('Liverpool', 1.4, 0.8),
      c('Inter', 1.3, 0.75),
      c('Bayer Leverkusen', 1.3, 0.85),
      c('Atlético Madrid', 1.15, 0.8),
      c('Benfica', 1.15, 0.9),
      c('Porto', 1.05, 0.9),
    ],
  },
  {
    code: 'vfl',
    name: 'Bóng đá ảo',
    country: 'Giải ảo',
    virtual: true,
    slots: [],
    clubs: [
      c('Hà Nội Rồng Vàng', 1.3, 0.8),
      c('Sài Gòn Sao Đỏ', 1.25, 0.85),
      c('Đà Nẵng Sóng Biển', 1.1, 0.95),
      c('Hải Phòng Hoa Phượng', 1.05, 1.0),
      c('Huế Cố Đô', 0.95, 1.0),
      c('Cần Thơ Phù Sa', 0.95, 1.05),
      c('Nha Trang Biển Xanh', 1.0, 1.0),
      c('Đà Lạt Sương Mù', 0.9, 1.1),
    ],
  },
];

export function league(code: string): League | undefined {
  return LEAGUES.find((l) => l.code === code);
}

export function club(leagueCode: string, name: string): Club | undefined {
  return league(leagueCode)?.clubs.find((c) => c.name === name);
}
