CREATE TABLE "aml_flag_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_flag_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"flag_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"rule" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"outcome_note" text,
	CONSTRAINT "aml_flags_status_check" CHECK ("aml_flags"."status" IN ('open', 'cleared', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_ok" boolean,
	"last_error" text,
	"last_duration_ms" integer,
	"runs" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_check_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_check_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"breaches" jsonb NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_callback_stats" (
	"provider" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_callback_stats_provider_hour_pk" PRIMARY KEY("provider","hour")
);
--> statement-breakpoint
ALTER TABLE "payment_withdrawals" ADD COLUMN "hold_reasons" text[];--> statement-breakpoint
ALTER TABLE "aml_flag_notes" ADD CONSTRAINT "aml_flag_notes_flag_id_aml_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."aml_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aml_flag_notes_flag_idx" ON "aml_flag_notes" USING btree ("flag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_flags_rule_player_key_uq" ON "aml_flags" USING btree ("rule","player_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "aml_flags_open_idx" ON "aml_flags" USING btree ("player_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "aml_flags_status_idx" ON "aml_flags" USING btree ("status","raised_at");