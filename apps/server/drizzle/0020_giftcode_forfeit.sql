ALTER TABLE "giftcode_redemptions" DROP CONSTRAINT "giftcode_redemptions_status_check";--> statement-breakpoint
ALTER TABLE "giftcode_redemptions" ADD COLUMN "forfeit_amount" bigint;--> statement-breakpoint
ALTER TABLE "giftcode_redemptions" ADD COLUMN "forfeit_journal_id" bigint;--> statement-breakpoint
ALTER TABLE "giftcode_redemptions" ADD COLUMN "forfeited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "giftcode_redemptions" ADD CONSTRAINT "giftcode_redemptions_forfeit_check" CHECK (("giftcode_redemptions"."status" = 'forfeited') = ("giftcode_redemptions"."forfeit_amount" IS NOT NULL AND "giftcode_redemptions"."forfeited_at" IS NOT NULL) AND "giftcode_redemptions"."forfeit_amount" BETWEEN 0 AND "giftcode_redemptions"."amount");--> statement-breakpoint
ALTER TABLE "giftcode_redemptions" ADD CONSTRAINT "giftcode_redemptions_status_check" CHECK ("giftcode_redemptions"."status" IN ('pending', 'eligible', 'forfeited'));