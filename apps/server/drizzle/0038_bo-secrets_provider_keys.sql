ALTER TABLE "providers" ADD COLUMN "key_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "key_changed_by" bigint;