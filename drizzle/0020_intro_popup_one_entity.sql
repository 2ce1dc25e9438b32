ALTER TABLE "banners" ADD COLUMN "image_mobile" text;--> statement-breakpoint
-- The intro popup becomes one banner 'banner.popup' (decision 0088): text, link, target, order and window of the
-- desktop banner (of the phone banner when there was no desktop one), its image, and the phone banner's image as
-- image_mobile when it differs; active when either was. The two old banners are removed.
INSERT INTO "banners" ("key", "title", "url", "target", "path", "image", "image_mobile", "position", "is_active", "active_from", "active_to")
SELECT 'banner.popup',
       CASE WHEN d.id IS NOT NULL THEN d.title ELSE m.title END,
       CASE WHEN d.id IS NOT NULL THEN d.url ELSE m.url END,
       CASE WHEN d.id IS NOT NULL THEN d.target ELSE m.target END,
       CASE WHEN d.id IS NOT NULL THEN coalesce(d.image, d.path) ELSE coalesce(m.image, m.path) END,
       CASE WHEN d.id IS NOT NULL THEN coalesce(d.image, d.path) ELSE coalesce(m.image, m.path) END,
       CASE WHEN d.id IS NOT NULL AND m.id IS NOT NULL AND coalesce(m.image, m.path) IS DISTINCT FROM coalesce(d.image, d.path)
            THEN coalesce(m.image, m.path) END,
       CASE WHEN d.id IS NOT NULL THEN d.position ELSE m.position END,
       coalesce(d.is_active, false) OR coalesce(m.is_active, false),
       CASE WHEN d.id IS NOT NULL THEN d.active_from ELSE m.active_from END,
       CASE WHEN d.id IS NOT NULL THEN d.active_to ELSE m.active_to END
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (SELECT * FROM "banners" WHERE "key" = 'banner.popup_desktop' ORDER BY "is_active" DESC, "position", "id" LIMIT 1) AS d ON true
  LEFT JOIN LATERAL (SELECT * FROM "banners" WHERE "key" = 'banner.popup_mobile' ORDER BY "is_active" DESC, "position", "id" LIMIT 1) AS m ON true
 WHERE d.id IS NOT NULL OR m.id IS NOT NULL;--> statement-breakpoint
DELETE FROM "banners" WHERE "key" IN ('banner.popup_desktop', 'banner.popup_mobile');--> statement-breakpoint
CREATE UNIQUE INDEX "banners_one_popup_idx" ON "banners" USING btree ("key") WHERE key = 'banner.popup';
