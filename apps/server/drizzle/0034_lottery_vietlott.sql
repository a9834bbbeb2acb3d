CREATE TABLE "lottery_jackpots" (
	"game" text NOT NULL,
	"tier" text NOT NULL,
	"amount" bigint NOT NULL,
	"last_draw_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_jackpots_amount_check" CHECK ("lottery_jackpots"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "jackpot" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_jackpots_pk" ON "lottery_jackpots" USING btree ("game","tier");