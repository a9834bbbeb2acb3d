ALTER TABLE "player_protection" ADD COLUMN "session_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "pending_session_minutes" integer;--> statement-breakpoint
ALTER TABLE "player_protection" ADD COLUMN "pending_session_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_session_check" CHECK ("player_protection"."session_minutes" IN (0, 30, 60, 120, 240));