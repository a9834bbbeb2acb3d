CREATE TABLE "refund_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"day" text NOT NULL,
	"promotion_slug" text NOT NULL,
	"turnover" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payouts_amount_check" CHECK ("refund_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_stakes" (
	"source" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"day" text NOT NULL,
	"stake" bigint NOT NULL,
	"sports" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payouts_player_day_uq" ON "refund_payouts" USING btree ("player_id","day");--> statement-breakpoint
CREATE INDEX "refund_stakes_day_player_idx" ON "refund_stakes" USING btree ("day","player_id");