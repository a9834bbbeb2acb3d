CREATE TABLE "player_protection" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"reminder_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_protection_reminder_check" CHECK ("player_protection"."reminder_minutes" IN (0, 30, 60, 120))
);
--> statement-breakpoint
CREATE TABLE "protection_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"action" text NOT NULL,
	"kind" text,
	"period" text,
	"old_amount" bigint,
	"new_amount" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "protection_limits_kind_check" CHECK ("protection_limits"."kind" IN ('deposit', 'loss')),
	CONSTRAINT "protection_limits_period_check" CHECK ("protection_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "protection_limits_amount_check" CHECK ("protection_limits"."amount" IS NULL OR "protection_limits"."amount" > 0),
	CONSTRAINT "protection_limits_pending_check" CHECK ("protection_limits"."pending_amount" IS NULL OR "protection_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "protection_audit_player_idx" ON "protection_audit" USING btree ("player_id","created_at" DESC NULLS LAST);