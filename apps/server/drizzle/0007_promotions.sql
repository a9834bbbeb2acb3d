CREATE TABLE "bonus_wagers" (
	"bonus_id" bigint NOT NULL,
	"source" text NOT NULL,
	"stake" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"promotion_slug" text NOT NULL,
	"deposit_id" bigint NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"wager_required" bigint NOT NULL,
	"wager_progress" bigint DEFAULT 0 NOT NULL,
	"rule" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"grant_journal_id" bigint,
	"settle_journal_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_status_check" CHECK ("player_bonuses"."status" IN ('active', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "player_bonuses_amounts_check" CHECK ("player_bonuses"."bonus_amount" > 0 AND "player_bonuses"."wager_progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" IN ('first_deposit', 'refund'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_wagers_uq" ON "bonus_wagers" USING btree ("bonus_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_deposit_uq" ON "player_bonuses" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_uq" ON "player_bonuses" USING btree ("player_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_brand_slug_uq" ON "promotions" USING btree ("brand","slug");