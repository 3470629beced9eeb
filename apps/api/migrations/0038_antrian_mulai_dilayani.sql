ALTER TABLE "antrian" ADD COLUMN "mulai_dilayani_pada" timestamp with time zone;--> statement-breakpoint
-- Entries written before the column: the moment their wait ended, as the dashboard used to find it
-- in the audit log (the first call, or the first WAITING → ON_PROCESS).
UPDATE "antrian" a SET "mulai_dilayani_pada" = g.mulai
FROM (
  SELECT entitas_id, min(waktu) AS mulai FROM log_aktivitas
  WHERE entitas = 'antrian' AND (aksi = 'antrian.panggil' OR (aksi = 'antrian.status'
    AND detail->'sebelum'->>'status' = 'WAITING' AND detail->'sesudah'->>'status' = 'ON_PROCESS'))
  GROUP BY entitas_id
) g
WHERE g.entitas_id = a.uid::text;
