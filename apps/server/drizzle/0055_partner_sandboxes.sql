CREATE TABLE "sandbox_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"user_id" text NOT NULL,
	"round_id" text NOT NULL,
	"reference" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settles_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bets_reference" ON "sandbox_bets" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "sandbox_bets_due" ON "sandbox_bets" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "sandbox_bets_user" ON "sandbox_bets" USING btree ("provider","user_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_bets_time" ON "sandbox_bets" USING btree ("provider","created_at");