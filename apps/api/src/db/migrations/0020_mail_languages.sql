ALTER TABLE "tips" ADD COLUMN "giver_language" text;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_giver_language_check" CHECK ("tips"."giver_language" IN ('en', 'fr', 'es', 'ar', 'it', 'de'));--> statement-breakpoint
-- Every language the web app offers is one of these six; anything else read as English before, so it becomes English.
UPDATE "users" SET "lang" = 'en' WHERE "lang" NOT IN ('en', 'fr', 'es', 'ar', 'it', 'de');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" IN ('en', 'fr', 'es', 'ar', 'it', 'de'));
