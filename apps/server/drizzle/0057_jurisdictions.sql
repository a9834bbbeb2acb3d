CREATE TABLE "jurisdiction_refusals" (
	"brand" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"ip" text NOT NULL,
	"country" text,
	"player_id" bigint,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurisdiction_refusals_brand_hour_action_ip_pk" PRIMARY KEY("brand","hour","action","ip")
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_settings" (
	"brand" text PRIMARY KEY NOT NULL,
	"licensed_countries" text[] NOT NULL,
	"allowed_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE INDEX "jurisdiction_refusals_last_idx" ON "jurisdiction_refusals" USING btree ("brand","last_at");--> statement-breakpoint
CREATE TRIGGER jurisdiction_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jurisdiction_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
