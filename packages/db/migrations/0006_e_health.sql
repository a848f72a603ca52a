CREATE TABLE "animal_weight" (
	"id" serial PRIMARY KEY NOT NULL,
	"animal_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"weight_grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "animal_weight_grams_check" CHECK ("animal_weight"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feed" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "recommendation" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"action" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_key_unique" UNIQUE("key"),
	CONSTRAINT "recommendation_kind_check" CHECK ("recommendation"."kind" in ('info', 'reminder', 'vet_visit', 'product', 'meal_plan'))
);
--> statement-breakpoint
CREATE TABLE "reminder_completion" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deletion" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_notice" (
	"reminder_id" integer NOT NULL,
	"occurrence_date" date NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_notice_reminder_id_occurrence_date_pk" PRIMARY KEY("reminder_id","occurrence_date")
);
--> statement-breakpoint
CREATE TABLE "reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"animal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"time" time NOT NULL,
	"repeat" text DEFAULT 'never' NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"until" date,
	"notify_days_before" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_kind_check" CHECK ("reminder"."kind" in ('vaccination', 'deworming', 'flea_tick', 'vet_visit', 'grooming', 'dental', 'medication', 'weight_check', 'other')),
	CONSTRAINT "reminder_repeat_check" CHECK ("reminder"."repeat" in ('never', 'daily', 'weekly', 'monthly', 'yearly')),
	CONSTRAINT "reminder_interval_check" CHECK ("reminder"."interval" >= 1),
	CONSTRAINT "reminder_until_check" CHECK ("reminder"."until" is null or "reminder"."until" >= "reminder"."start_date"),
	CONSTRAINT "reminder_notify_check" CHECK ("reminder"."notify_days_before" is null or "reminder"."notify_days_before" >= 0)
);
--> statement-breakpoint
CREATE TABLE "survey_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"question_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"recommendation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "survey_answer_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "survey_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_category_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "survey_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"survey_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"kind" text DEFAULT 'single' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_question_key_unique" UNIQUE("key"),
	CONSTRAINT "survey_question_kind_check" CHECK ("survey_question"."kind" in ('single', 'multiple'))
);
--> statement-breakpoint
CREATE TABLE "survey_submission" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"animal_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"answer_ids" jsonb NOT NULL,
	"recommendation_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category_id" integer NOT NULL,
	"animal_types" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "survey_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "chip_number" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "markings" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "medication" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "vet_name" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "vet_phone" text;--> statement-breakpoint
ALTER TABLE "animal" ADD COLUMN "vet_address" text;--> statement-breakpoint
ALTER TABLE "animal_weight" ADD CONSTRAINT "animal_weight_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_completion" ADD CONSTRAINT "reminder_completion_reminder_id_reminder_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deletion" ADD CONSTRAINT "reminder_deletion_reminder_id_reminder_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_notice" ADD CONSTRAINT "reminder_notice_reminder_id_reminder_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_question_id_survey_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question" ADD CONSTRAINT "survey_question_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submission" ADD CONSTRAINT "survey_submission_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submission" ADD CONSTRAINT "survey_submission_animal_id_animal_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submission" ADD CONSTRAINT "survey_submission_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_category_id_survey_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."survey_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "animal_weight_day_idx" ON "animal_weight" USING btree ("animal_id","measured_on");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_completion_once_idx" ON "reminder_completion" USING btree ("reminder_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deletion_once_idx" ON "reminder_deletion" USING btree ("reminder_id","date");--> statement-breakpoint
CREATE INDEX "reminder_customer_id_idx" ON "reminder" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reminder_animal_id_idx" ON "reminder" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "survey_answer_question_id_idx" ON "survey_answer" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_question_survey_id_idx" ON "survey_question" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_submission_customer_id_idx" ON "survey_submission" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "survey_submission_animal_id_idx" ON "survey_submission" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "survey_category_id_idx" ON "survey" USING btree ("category_id");