CREATE TABLE "giftcode_attempts" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcode_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giftcode_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"giftcode_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"required_bet" bigint NOT NULL,
	"current_bet" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"eligible_at" timestamp with time zone,
	CONSTRAINT "giftcode_redemptions_status_check" CHECK ("giftcode_redemptions"."status" IN ('pending', 'eligible'))
);
--> statement-breakpoint
CREATE TABLE "giftcode_wagers" (
	"redemption_id" bigint NOT NULL,
	"source" text NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giftcodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giftcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" integer NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"batch_id" text,
	"expires_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcodes_kind_check" CHECK ("giftcodes"."kind" IN ('standard', 'newbie')),
	CONSTRAINT "giftcodes_uses_check" CHECK ("giftcodes"."uses" >= 0 AND "giftcodes"."uses" <= "giftcodes"."max_uses"),
	CONSTRAINT "giftcodes_code_check" CHECK ("giftcodes"."code" ~ '^[A-Z0-9]{1,20}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "giftcode_redemptions_code_player_uq" ON "giftcode_redemptions" USING btree ("giftcode_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "giftcode_redemptions_newbie_uq" ON "giftcode_redemptions" USING btree ("player_id") WHERE kind = 'newbie';--> statement-breakpoint
CREATE INDEX "giftcode_redemptions_player_idx" ON "giftcode_redemptions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "giftcode_wagers_uq" ON "giftcode_wagers" USING btree ("redemption_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "giftcodes_code_uq" ON "giftcodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "giftcodes_batch_idx" ON "giftcodes" USING btree ("batch_id");