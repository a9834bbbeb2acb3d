CREATE TABLE "ops_alert_deliveries" (
	"alert_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"outbox_message_id" bigint,
	"digest_key" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ops_alert_deliveries_alert_id_staff_id_channel_pk" PRIMARY KEY("alert_id","staff_id","channel")
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "alert_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "alert_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_alert_deliveries" ADD CONSTRAINT "ops_alert_deliveries_alert_id_ops_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."ops_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_alert_deliveries" ADD CONSTRAINT "ops_alert_deliveries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_alert_deliveries_rate_idx" ON "ops_alert_deliveries" USING btree ("staff_id","channel","claimed_at");