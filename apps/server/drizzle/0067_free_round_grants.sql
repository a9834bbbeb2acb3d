CREATE TABLE "free_round_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_round_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"source" text NOT NULL,
	"origin" jsonb NOT NULL,
	"provider" text NOT NULL,
	"games" text[] NOT NULL,
	"line_bet" integer NOT NULL,
	"rounds" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "free_round_grants_source_unique" UNIQUE("source"),
	CONSTRAINT "free_round_grants_status_check" CHECK ("free_round_grants"."status" IN ('active', 'used', 'expired')),
	CONSTRAINT "free_round_grants_used_check" CHECK ("free_round_grants"."used" >= 0 AND "free_round_grants"."used" <= "free_round_grants"."rounds" AND "free_round_grants"."rounds" > 0)
);
--> statement-breakpoint
CREATE TABLE "free_round_spins" (
	"grant_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round" text NOT NULL,
	"game" text NOT NULL,
	"status" text DEFAULT 'taken' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "free_round_spins_grant_id_reference_pk" PRIMARY KEY("grant_id","reference"),
	CONSTRAINT "free_round_spins_status_check" CHECK ("free_round_spins"."status" IN ('taken', 'paid', 'refunded')),
	CONSTRAINT "free_round_spins_win_check" CHECK ("free_round_spins"."win" >= 0)
);
--> statement-breakpoint
CREATE INDEX "free_round_grants_player_idx" ON "free_round_grants" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "free_round_grants_expiry_idx" ON "free_round_grants" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "free_round_spins_round_idx" ON "free_round_spins" USING btree ("player_id","round");