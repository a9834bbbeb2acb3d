CREATE TABLE "staff_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"account" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"payment_exception_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"decided_by" bigint,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_adjustments_kind_check" CHECK ("staff_adjustments"."kind" IN ('adjustment', 'exception_reversal')),
	CONSTRAINT "staff_adjustments_account_check" CHECK ("staff_adjustments"."account" IN ('cash', 'bonus')),
	CONSTRAINT "staff_adjustments_direction_check" CHECK ("staff_adjustments"."direction" IN ('credit', 'debit')),
	CONSTRAINT "staff_adjustments_status_check" CHECK ("staff_adjustments"."status" IN ('pending', 'applied', 'rejected')),
	CONSTRAINT "staff_adjustments_amount_check" CHECK (amount > 0),
	CONSTRAINT "staff_adjustments_applied_check" CHECK ((status = 'applied') = (journal_id IS NOT NULL) AND (status = 'pending') = (decided_at IS NULL))
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "full_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_adjustments_request_uq" ON "staff_adjustments" USING btree ("requested_by","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_adjustments_reversal_uq" ON "staff_adjustments" USING btree ("payment_exception_id") WHERE kind = 'exception_reversal' AND status IN ('pending', 'applied');--> statement-breakpoint
CREATE INDEX "staff_adjustments_status_idx" ON "staff_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "staff_adjustments_player_idx" ON "staff_adjustments" USING btree ("player_id","created_at");