CREATE TABLE "agent_month_closes" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_by" bigint,
	"statements" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_plans" DROP CONSTRAINT "agent_plans_effective_month_unique";--> statement-breakpoint
ALTER TABLE "agent_plans" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "agent_plans" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_plans" ADD COLUMN "published_by" bigint;--> statement-breakpoint
ALTER TABLE "agent_plans" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_statement_lines" ADD COLUMN "counted_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_plans_published_uq" ON "agent_plans" USING btree ("brand","effective_month") WHERE status = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_plans_draft_uq" ON "agent_plans" USING btree ("brand","effective_month") WHERE status = 'draft';--> statement-breakpoint
ALTER TABLE "agent_plans" ADD CONSTRAINT "agent_plans_status_check" CHECK (status IN ('draft', 'published', 'superseded'));