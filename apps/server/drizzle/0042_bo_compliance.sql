CREATE TABLE "aml_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "aml_settings_one_row" CHECK ("aml_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ops_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ops_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" bigint,
	"ack_note" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_alerts_open_uq" ON "ops_alerts" USING btree ("kind","subject") WHERE acknowledged_at IS NULL;--> statement-breakpoint
CREATE INDEX "ops_alerts_raised_idx" ON "ops_alerts" USING btree ("raised_at");--> statement-breakpoint
-- hand-written: today's thresholds (decision 097's constants) as the stored settings, and the
-- change notification every instance's cache listens to (decision 102)
INSERT INTO "aml_settings" ("id", "rules") VALUES (1, '{"largeDepositVnd":100000000,"rapidWindowHours":24,"rapidMinTurnoverPct":30,"accountsPerDevice":3,"accountsPerAddress":5,"linkWindowDays":30,"giftcodesPerLinkedGroup":3}'::jsonb) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER aml_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON aml_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
