ALTER TABLE "resumes" ADD COLUMN "checked_blob_name" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_checked_blob_name_unique" UNIQUE("checked_blob_name");--> statement-breakpoint
-- Resumes checked before copies existed were checked in place; their upload URLs have expired.
UPDATE "resumes" SET "checked_blob_name" = "blob_name" WHERE "status" = 'uploaded';
