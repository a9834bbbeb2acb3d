CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"code" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"cancel_at" timestamp with time zone NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"result" jsonb,
	"status" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status_check" CHECK ("lottery_draws"."status" in ('open', 'drawn', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_lines" (
	"ticket_id" uuid NOT NULL,
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"line" text NOT NULL,
	"win_per_hit" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"bet_type" text NOT NULL,
	"bet" jsonb NOT NULL,
	"cost" bigint NOT NULL,
	"payout" bigint,
	"hits" jsonb,
	"status" text NOT NULL,
	"refusal" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_tickets_status_check" CHECK ("lottery_tickets"."status" in ('pending', 'placed', 'won', 'lost', 'refused', 'refunded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_code_uq" ON "lottery_draws" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("game","draw_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_draws_active_idx" ON "lottery_draws" USING btree ("status","draw_at") WHERE status in ('open', 'drawn');--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_ticket_lines_pk" ON "lottery_ticket_lines" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "lottery_ticket_lines_exposure_idx" ON "lottery_ticket_lines" USING btree ("draw_id","bet_type","line");--> statement-breakpoint
CREATE INDEX "lottery_tickets_user_idx" ON "lottery_tickets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","status");