CREATE TABLE "app_bonus_claims" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"display_mode" text NOT NULL,
	"user_agent" text,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_bonus_claims_amount_check" CHECK ("app_bonus_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lucky_spin_prizes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lucky_spin_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lucky_spin_prizes_amount_check" CHECK ("lucky_spin_prizes"."amount" >= 0),
	CONSTRAINT "lucky_spin_prizes_weight_check" CHECK ("lucky_spin_prizes"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "lucky_spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lucky_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"brand" text NOT NULL,
	"grant_key" text NOT NULL,
	"prize_id" bigint NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"draw" integer NOT NULL,
	"total_weight" integer NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_spin_prizes_brand_code_uq" ON "lucky_spin_prizes" USING btree ("brand","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_spins_grant_uq" ON "lucky_spins" USING btree ("player_id","grant_key");--> statement-breakpoint
CREATE INDEX "lucky_spins_player_idx" ON "lucky_spins" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "lucky_spins_unpaid_idx" ON "lucky_spins" USING btree ("player_id") WHERE "lucky_spins"."amount" > 0 AND "lucky_spins"."journal_id" IS NULL;