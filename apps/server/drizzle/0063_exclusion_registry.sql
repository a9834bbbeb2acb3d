CREATE TABLE "exclusion_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"origin" text NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_from" text,
	CONSTRAINT "exclusion_entries_uid_unique" UNIQUE("uid"),
	CONSTRAINT "exclusion_entries_kind_check" CHECK ("exclusion_entries"."kind" IN ('self_exclusion', 'cool_off', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "exclusion_identifiers" (
	"entry_id" bigint NOT NULL,
	"type" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "exclusion_identifiers_entry_id_type_hash_pk" PRIMARY KEY("entry_id","type","hash")
);
--> statement-breakpoint
CREATE TABLE "exclusion_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_uid" uuid NOT NULL,
	"player_id" bigint,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"matched_on" text[] NOT NULL,
	"username" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"review_note" text
);
--> statement-breakpoint
CREATE TABLE "exclusion_outbox" (
	"entry_id" bigint NOT NULL,
	"peer" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "exclusion_outbox_entry_id_peer_pk" PRIMARY KEY("entry_id","peer")
);
--> statement-breakpoint
ALTER TABLE "exclusion_identifiers" ADD CONSTRAINT "exclusion_identifiers_entry_id_exclusion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_outbox" ADD CONSTRAINT "exclusion_outbox_entry_id_exclusion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusion_entries_received_idx" ON "exclusion_entries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "exclusion_identifiers_hash_idx" ON "exclusion_identifiers" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "exclusion_matches_open_idx" ON "exclusion_matches" USING btree ("created_at") WHERE "exclusion_matches"."reviewed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exclusion_matches_flag_once_uq" ON "exclusion_matches" USING btree ("entry_uid",coalesce("player_id", 0),coalesce("username", ''),"action") WHERE "exclusion_matches"."outcome" = 'flagged';--> statement-breakpoint
CREATE INDEX "exclusion_outbox_due_idx" ON "exclusion_outbox" USING btree ("next_at") WHERE "exclusion_outbox"."delivered_at" IS NULL;--> statement-breakpoint
-- Every brand's server LISTENs for new entries and checks its online players at once (decision 158).
CREATE FUNCTION notify_exclusion_registry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('exclusion_registry', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER exclusion_entries_added AFTER INSERT ON exclusion_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_exclusion_registry();
