CREATE SEQUENCE "public"."sandbox_gateway_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_gateway_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_gateway_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"due_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"body" text NOT NULL,
	"content_type" text NOT NULL,
	"signer" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_records" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_records_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "sandbox_gateway_callbacks_due_idx" ON "sandbox_gateway_callbacks" USING btree ("due_at");