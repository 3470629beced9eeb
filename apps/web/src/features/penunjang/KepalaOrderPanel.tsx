import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  ALUR_STATUS_ORDER,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  formatTanggalWaktu,
  type KepalaOrder,
  LABEL_STATUS_ORDER,
  type StatusOrder,
} from '@rawat/domain';
import type { ReactNode } from 'react';

export const WARNA_STATUS_ORDER: Record<StatusOrder, ChipProps['color']> = {
  DIMINTA: 'info',
  SAMPEL_DIAMBIL: 'secondary',
  DIPROSES: 'warning',
  HASIL_DIISI: 'warning',
  DIPERIKSA: 'secondary',
  DIBACA: 'warning',
  TERVALIDASI: 'success',
  BATAL: 'default',
};

export function StatusOrderChip({ status, label }: { status: StatusOrder; label?: string }) {
  return <Chip size="small" color={WARNA_STATUS_ORDER[status]} label={label ?? LABEL_STATUS_ORDER[status]} />;
}

/** How a step's note is labelled on the order's head. */
const LABEL_CATATAN: Partial<Record<StatusOrder, string>> = {
  SAMPEL_DIAMBIL: 'Catatan sampel',
  DIPROSES: 'Catatan proses',
  DIPERIKSA: 'Catatan pemeriksaan',
  TERVALIDASI: 'Koreksi',
};

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', gap: 1, py: 0.4 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The head of a lab or radiology order: patient, ordering doctor and clinical note, the lines with
 * what they charge, and the course as a stepper with who did each step and when.
 */
export function KepalaOrderPanel({ order: o }: { order: KepalaOrder }) {
  const alur = ALUR_STATUS_ORDER[o.jenis];
  const aktif = o.status === 'BATAL' ? -1 : alur.indexOf(o.status);
  const langkah = (s: StatusOrder) => [...o.riwayat].reverse().find((r) => r.status === s);
  const total = o.items.reduce((n, i) => n + i.tagihan, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Data order">
      {o.status === 'BATAL' ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          Order dibatalkan{o.alasan_batal ? `: ${o.alasan_batal}` : ''}
        </Alert>
      ) : (
        <Stepper activeStep={aktif} alternativeLabel sx={{ mb: 2 }}>
          {alur.map((s, i) => {
            const r = langkah(s);
            return (
              <Step key={s} completed={i <= aktif}>
                <StepLabel
                  optional={
                    r ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {formatTanggalPendek(r.waktu)} {formatJam(r.waktu)}
                        {r.petugas ? (
                          <Box component="span" sx={{ display: 'block' }}>
                            {r.petugas}
                          </Box>
                        ) : null}
                      </Typography>
                    ) : null
                  }
                >
                  {LABEL_STATUS_ORDER[s]}
                </StepLabel>
              </Step>
            );
          })}
        </Stepper>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <Baris label="Pasien">
            <b>{o.pasien.nama}</b>{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              ({o.pasien.no_rm})
            </Box>
          </Baris>
          <Baris label="JK / Umur">{`${o.pasien.jenis_kelamin} · ${o.pasien.umur}`}</Baris>
          <Baris label="Poli / Penjamin">{`${o.poli.nama} · ${o.penjamin_label}`}</Baris>
          <Baris label="Dokter pengirim">{o.dokter}</Baris>
        </Box>
        <Box>
          <Baris label="Waktu order">{formatTanggalWaktu(o.created_at)}</Baris>
          <Baris label="Ket. klinis">{o.catatan_klinis}</Baris>
          <Baris label="Pemeriksaan">
            {o.items.map((i) => i.nama).join(', ')}
            {total ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Ditagihkan {formatRupiah(total)}
              </Typography>
            ) : null}
          </Baris>
          {o.riwayat
            .filter((r) => r.catatan && LABEL_CATATAN[r.status])
            .map((r) => (
              <Baris key={`${r.status}-${r.waktu}`} label={LABEL_CATATAN[r.status] ?? ''}>
                {r.catatan}
              </Baris>
            ))}
        </Box>
      </Box>
    </Paper>
  );
}
