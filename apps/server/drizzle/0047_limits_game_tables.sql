-- Stake limits of the per-player house tables (decision 118): one row per game code in the same
-- table as the shared tables' (decision 108), seeded with today's bounds (1,000 to 50,000,000 VND
-- on each spot, every spot of the board at once per round) so nothing changes for players until
-- staff change them. The values equal GAME_TABLES' defaults in packages/house-games/src/server/limits.ts.
INSERT INTO "house_table_limits" ("table_code", "spot_min", "spot_max", "round_min", "round_max") VALUES
  ('taixiu', 1000, 50000000, 1000, 100000000),
  ('xocdia', 1000, 50000000, 1000, 300000000),
  ('baucua', 1000, 50000000, 1000, 300000000),
  ('rongho', 1000, 50000000, 1000, 150000000),
  ('sicbo', 1000, 50000000, 1000, 2600000000),
  ('roulette', 1000, 50000000, 1000, 2450000000),
  ('baccarat', 1000, 50000000, 1000, 250000000),
  ('baccarat_nc', 1000, 50000000, 1000, 250000000),
  ('blackjack', 1000, 50000000, 1000, 50000000),
  ('xidach', 1000, 50000000, 1000, 50000000),
  ('threecard', 1000, 50000000, 1000, 100000000),
  ('maubinh', 1000, 50000000, 1000, 600000000)
ON CONFLICT ("table_code") DO NOTHING;
