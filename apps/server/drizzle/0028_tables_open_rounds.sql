ALTER TABLE "house_rounds" DROP CONSTRAINT "house_rounds_status_check";--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "pending_action" text;--> statement-breakpoint
CREATE INDEX "house_rounds_open_idx" ON "house_rounds" USING btree ("user_id","game") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'placed', 'settled', 'refused', 'rolled_back', 'open'));