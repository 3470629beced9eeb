import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  formatTanggalJam,
  formatTanggalWaktu,
  KOLOM_TEKS_RESUME_JENIS,
  LABEL_STATUS_RESUME,
  labelTeksResume,
  type ResumeMedis,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { NamaDiagnosis } from '../../ui/NamaDiagnosis.tsx';

function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {judul}
      </Typography>
      {children}
    </Box>
  );
}

const Kosong = ({ teks }: { teks: string }) => (
  <Typography variant="body2" color="text.secondary">
    {teks}
  </Typography>
);

function TabelKecil({ kepala, baris }: { kepala: string[]; baris: ReactNode[][] }) {
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1, py: 0.5 } }}>
      <TableHead>
        <TableRow>
          {kepala.map((k) => (
            <TableCell key={k} sx={{ fontWeight: 600 }}>
              {k}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {baris.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a frozen list, never reordered
          <TableRow key={i}>
            {b.map((sel, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <TableCell key={j}>{sel}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Status of a resume as a chip: 'Draf' (saved or not yet) or 'Final · RM/2030/01/000001'. */
export function StatusResumeChip({ r }: { r: Pick<ResumeMedis, 'status' | 'nomor' | 'uid'> }) {
  if (r.status === 'FINAL')
    return <Chip size="small" color="success" label={`${LABEL_STATUS_RESUME.FINAL} · ${r.nomor ?? ''}`} />;
  return (
    <Chip
      size="small"
      color="warning"
      variant={r.uid ? 'filled' : 'outlined'}
      label={r.uid ? 'Draf tersimpan' : 'Draf belum disimpan'}
    />
  );
}

/** The parts copied from the chart (vitals, diagnoses, procedures, orders, medicines, follow-up). */
export function StrukturResume({ r }: { r: ResumeMedis }) {
  const s = r.struktur;
  const dx = [
    ...(s.diagnosis_utama ? [{ ...s.diagnosis_utama, jenis: 'Utama' }] : []),
    ...s.diagnosis_sekunder.map((d) => ({ ...d, jenis: 'Sekunder' })),
  ];
  const t = s.tindak_lanjut;
  const ranap = s.ranap;
  return (
    <Box>
      {ranap ? (
        <Bagian judul="Perawatan">
          <Typography variant="body2">
            Masuk {formatTanggalWaktu(ranap.masuk_pada)} · Keluar{' '}
            {ranap.pulang_pada ? formatTanggalWaktu(ranap.pulang_pada) : 'masih dirawat'}
            {ranap.lama_rawat ? ` · ${ranap.lama_rawat} hari` : ''}
          </Typography>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            DPJP: {ranap.dpjp ?? '-'}
            {ranap.diagnosis_masuk
              ? ` · Diagnosis masuk: ${ranap.diagnosis_masuk.kode} ${ranap.diagnosis_masuk.nama}`
              : ''}
          </Typography>
          <TabelKecil
            kepala={['Ruangan', 'Kamar/Bed', 'Kelas', 'Masuk', 'Keluar']}
            baris={ranap.ruangan.map((g) => [
              g.ruangan,
              `${g.kamar}/${g.bed}`,
              g.kelas,
              formatTanggalJam(g.masuk_pada),
              g.keluar_pada ? formatTanggalJam(g.keluar_pada) : '-',
            ])}
          />
        </Bagian>
      ) : null}
      <Bagian judul="Tanda Vital Terakhir">
        {s.tanda_vital ? (
          <Typography variant="body2">
            {s.tanda_vital.ringkas}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatTanggalWaktu(s.tanda_vital.waktu)} · {s.tanda_vital.oleh}
            </Typography>
          </Typography>
        ) : (
          <Kosong teks="Belum ada tanda vital" />
        )}
      </Bagian>
      <Bagian judul="Diagnosis (ICD-10)">
        {dx.length ? (
          <TabelKecil
            kepala={['Jenis', 'Kode', 'Diagnosis']}
            baris={dx.map((d) => [
              d.jenis,
              <Box key="k" component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {d.kode}
              </Box>,
              <NamaDiagnosis key="n" nama={d.nama} namaId={d.nama_id} />,
            ])}
          />
        ) : (
          <Kosong teks="Belum ada diagnosis" />
        )}
      </Bagian>
      {s.prosedur.length ? (
        <Bagian judul="Prosedur (ICD-9-CM)">
          <TabelKecil kepala={['Kode', 'Prosedur']} baris={s.prosedur.map((p) => [p.kode, p.nama])} />
        </Bagian>
      ) : null}
      {s.tindakan.length ? (
        <Bagian judul="Tindakan">
          <Typography variant="body2">
            {s.tindakan.map((x) => (x.jumlah > 1 ? `${x.nama} (${x.jumlah}×)` : x.nama)).join('; ')}
          </Typography>
        </Bagian>
      ) : null}
      {s.penunjang.length ? (
        <Bagian judul="Pemeriksaan Penunjang">
          <TabelKecil
            kepala={['Jenis', 'No. Order', 'Pemeriksaan']}
            baris={s.penunjang.map((p) => [
              p.jenis === 'LABOR' ? 'Laboratorium' : 'Radiologi',
              p.nomor,
              p.item.join(', '),
            ])}
          />
        </Bagian>
      ) : null}
      {s.obat.length ? (
        <Bagian judul="Obat">
          <TabelKecil
            kepala={['Obat', 'Jumlah', 'Aturan Pakai']}
            baris={s.obat.map((o) => [
              o.racikan ? (
                <Box key="o">
                  <b>R/ {o.nama}</b>
                  <Typography variant="caption" sx={{ display: 'block' }}>
                    {o.komposisi.map((c) => `${c.nama}${c.dosis ? ` ${c.dosis}` : ''}`).join(', ')}
                  </Typography>
                </Box>
              ) : (
                o.nama
              ),
              `${o.jumlah} ${o.satuan}`,
              o.aturan_pakai,
            ])}
          />
        </Bagian>
      ) : null}
      <Bagian judul={ranap ? 'Cara Pulang' : 'Tindak Lanjut'}>
        {t ? (
          <Typography variant="body2">
            <b>{t.label}</b>
            {ranap && t.kondisi_pulang ? ` · ${t.kondisi_pulang}` : ''}
            {t.tanggal_kontrol ? ` · kontrol ${formatTanggal(t.tanggal_kontrol)}` : ''}
            {t.faskes_rujukan ? ` · ke ${t.faskes_rujukan}` : ''}
            {t.waktu_meninggal ? ` · ${formatTanggalWaktu(t.waktu_meninggal)}` : ''}
            {t.alasan ? ` · ${t.alasan}` : ''}
          </Typography>
        ) : (
          <Kosong teks={ranap ? 'Belum ada perintah pulang' : 'Belum ada tindak lanjut'} />
        )}
      </Bagian>
    </Box>
  );
}

/** The doctor's text, read-only (a final resume, or a reader without the right to edit). */
export function TeksResume({ r }: { r: ResumeMedis }) {
  const ada = KOLOM_TEKS_RESUME_JENIS[r.jenis].filter((k) => r.teks[k]);
  if (!ada.length) return <Kosong teks="Belum ada isian dokter" />;
  return (
    <Box>
      {ada.map((k) => (
        <Bagian key={k} judul={labelTeksResume(r.jenis, k)}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {r.teks[k]}
          </Typography>
        </Bagian>
      ))}
    </Box>
  );
}

/** A titled card for one column of the resume screens. */
export function KartuResume({
  judul,
  children,
  aksi,
}: {
  judul: string;
  children: ReactNode;
  aksi?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {judul}
        </Typography>
        {aksi}
      </Box>
      {children}
    </Paper>
  );
}
