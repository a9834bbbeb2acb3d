CREATE TABLE "agent_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_members" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_members_not_self" CHECK (agent_id <> player_id)
);
--> statement-breakpoint
CREATE TABLE "agent_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"effective_month" date NOT NULL,
	"config" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_plans_effective_month_unique" UNIQUE("effective_month")
);
--> statement-breakpoint
CREATE TABLE "agent_statement_lines" (
	"statement_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"payment_fees" bigint DEFAULT 0 NOT NULL,
	"platform_fee" bigint DEFAULT 0 NOT NULL,
	"net_profit" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"excluded_reason" text,
	"base" bigint DEFAULT 0 NOT NULL,
	"rate_bps" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_statement_lines_statement_id_line_pk" PRIMARY KEY("statement_id","line")
);
--> statement-breakpoint
CREATE TABLE "agent_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" bigint NOT NULL,
	"month" date NOT NULL,
	"plan_id" bigint,
	"plan" jsonb NOT NULL,
	"status" text NOT NULL,
	"net_profit" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"carried_in" bigint NOT NULL,
	"commissionable" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"own_commission" bigint NOT NULL,
	"override_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"paid_by" bigint,
	"paid_at" timestamp with time zone,
	"journal_id" bigint,
	CONSTRAINT "agent_statements_money_check" CHECK (own_commission >= 0 AND override_total >= 0 AND total = own_commission + override_total
          AND carried_in <= 0 AND carry_out <= 0 AND commissionable = net_profit + carried_in),
	CONSTRAINT "agent_statements_state_check" CHECK ((status = 'draft' AND approved_at IS NULL AND paid_at IS NULL)
          OR (status = 'approved' AND approved_at IS NOT NULL AND paid_at IS NULL)
          OR (status = 'paid' AND approved_at IS NOT NULL AND paid_at IS NOT NULL AND (journal_id IS NOT NULL OR total = 0)))
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"depth" smallint NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_code_unique" UNIQUE("code"),
	CONSTRAINT "agents_depth_check" CHECK (depth BETWEEN 1 AND 6 AND (parent_id IS NULL) = (depth = 1)),
	CONSTRAINT "agents_not_own_parent" CHECK (parent_id IS DISTINCT FROM player_id)
);
--> statement-breakpoint
ALTER TABLE "agent_members" ADD CONSTRAINT "agent_members_agent_id_agents_player_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statement_lines" ADD CONSTRAINT "agent_statement_lines_statement_id_agent_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."agent_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_agent_id_agents_player_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_plan_id_agent_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agent_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_parent_id_agents_player_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_flags_uq" ON "agent_flags" USING btree ("agent_id","player_id","reason");--> statement-breakpoint
CREATE INDEX "agent_members_agent_idx" ON "agent_members" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_statements_agent_month_uq" ON "agent_statements" USING btree ("agent_id","month");--> statement-breakpoint
CREATE INDEX "agent_statements_month_idx" ON "agent_statements" USING btree ("month","status");--> statement-breakpoint
CREATE INDEX "agents_parent_idx" ON "agents" USING btree ("parent_id");