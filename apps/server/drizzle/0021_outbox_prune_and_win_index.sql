DROP INDEX "journal_created_brin";--> statement-breakpoint
CREATE INDEX "domain_events_created_idx" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "journal_win_created_idx" ON "journal" USING btree ("created_at","id") WHERE kind = 'win';