import { zodResolver } from '@hookform/resolvers/zod';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatJam,
  formatRupiah,
  formatTanggalWaktu,
  type KertasKasir,
  type RingkasanShift,
  type TutupShiftInput,
  tutupShiftInputSchema,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { FormDialog } from '../../../ui/form/FormDialog.tsx';
import { FormAngka, FormTeks } from '../../../ui/form/fields.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { BarisKas, KasLaci, RingkasanShiftTabel, uraianSelisih } from './RingkasanShiftTabel.tsx';
import { urlLaporanShift, useRingkasanShift, useTutupShift } from './shift.api.ts';

interface Nilai {
  kas_dihitung: string;
  catatan: string;
}
const FIELDS: readonly Path<Nilai>[] = ['kas_dihitung', 'catatan'];

/**
 * Closing a shift: the totals per method and the cash that should be in the drawer, the cash
 * counted (the difference shows as it is typed) and a note; once closed, the closing report to
 * print on A4 or the 80 mm printer.
 */
export function TutupShiftDialog({ shiftUid, onClose }: { shiftUid: string | null; onClose: () => void }) {
  const toast = useToast();
  const q = useRingkasanShift(shiftUid);
  const tutupShift = useTutupShift();
  const [hasil, setHasil] = useState<RingkasanShift | null>(null);
  const [cetak, setCetak] = useState<KertasKasir | null>(null);
  const form = useForm<Nilai, unknown, TutupShiftInput>({
    resolver: zodResolver(tutupShiftInputSchema as never) as unknown as Resolver<
      Nilai,
      unknown,
      TutupShiftInput
    >,
    defaultValues: { kas_dihitung: '', catatan: '' },
    mode: 'onTouched',
  });
  const { reset, formState, control } = form;
  const open = Boolean(shiftUid);
  useEffect(() => {
    if (open) {
      reset({ kas_dihitung: '', catatan: '' });
      setHasil(null);
    }
  }, [open, reset]);
  const kas = useWatch({ control, name: 'kas_dihitung' });
  const r = hasil ?? q.data;
  const selisih = r && kas && /^\d+$/.test(kas) ? uraianSelisih(Number(kas) - r.kas.seharusnya) : null;

  const simpan = async (v: TutupShiftInput) => {
    if (!shiftUid) return;
    const h = await tutupShift.mutateAsync({ uid: shiftUid, ...v });
    setHasil(h);
    toast.success(`Shift ditutup pukul ${formatJam(h.shift.ditutup_pada ?? new Date())}`);
  };
  const menyimpan = formState.isSubmitting;
  const tutup = () => {
    if (!menyimpan) onClose();
  };
  const judulPdf = r
    ? `Laporan Tutup Shift ${r.shift.akun.nama} ${formatTanggalWaktu(r.shift.dibuka_pada)}`
    : '';
  return (
    <>
      <FormDialog<Nilai, TutupShiftInput>
        open={open}
        onClose={onClose}
        judul={hasil ? 'Shift Ditutup' : 'Tutup Shift Kasir'}
        form={form}
        onSimpan={simpan}
        fields={FIELDS}
        fokus={hasil ? undefined : 'kas_dihitung'}
        maxWidth="md"
        layarPenuhKecil
        aksi={
          hasil ? (
            <>
              <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => setCetak('A4')}>
                Cetak Laporan A4
              </Button>
              <Button startIcon={<ReceiptLongIcon />} variant="outlined" onClick={() => setCetak('80mm')}>
                Cetak Struk 80 mm
              </Button>
              <Button variant="contained" onClick={onClose}>
                Selesai
              </Button>
            </>
          ) : (
            <>
              <Button onClick={tutup} disabled={menyimpan} color="inherit">
                Batal
              </Button>
              <Button type="submit" variant="contained" color="warning" loading={menyimpan} disabled={!r}>
                Tutup Shift
              </Button>
            </>
          )
        }
      >
        {q.isError && !r ? <Alert severity="error">{pesanError(q.error)}</Alert> : null}
        {!r ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {r.shift.akun.nama} · dibuka {formatTanggalWaktu(r.shift.dibuka_pada)}
              {r.shift.ditutup_pada ? ` · ditutup ${formatTanggalWaktu(r.shift.ditutup_pada)}` : ''}
            </Typography>
            <RingkasanShiftTabel r={r} />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    Kas di laci
                  </Typography>
                  <KasLaci r={r} />
                </Paper>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                {hasil ? (
                  <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                      Hasil hitung
                    </Typography>
                    <BarisKas label="Kas dihitung" nilai={formatRupiah(hasil.kas.dihitung ?? 0)} tebal />
                    <BarisKas
                      label="Selisih"
                      nilai={uraianSelisih(hasil.kas.selisih ?? 0).teks}
                      warna={uraianSelisih(hasil.kas.selisih ?? 0).warna}
                      tebal
                    />
                    {hasil.shift.catatan ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        Catatan: {hasil.shift.catatan}
                      </Typography>
                    ) : null}
                    <Alert severity="success" sx={{ mt: 2 }}>
                      Shift sudah ditutup. Cetak laporannya untuk diserahkan bersama uang di laci.
                    </Alert>
                  </Paper>
                ) : (
                  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <FormAngka<Nilai>
                      name="kas_dihitung"
                      label="Kas dihitung di laci"
                      required
                      rupiah
                      helperText="Hitung semua uang tunai di laci, termasuk modal awal"
                    />
                    {selisih ? (
                      <BarisKas label="Selisih" nilai={selisih.teks} warna={selisih.warna} tebal />
                    ) : null}
                    <FormTeks<Nilai>
                      name="catatan"
                      label="Catatan"
                      multiline
                      helperText="Mis. penjelasan bila ada selisih"
                    />
                  </Box>
                )}
              </Grid>
            </Grid>
          </>
        )}
      </FormDialog>
      {cetak && shiftUid ? (
        <PdfViewerDialog
          open
          title={judulPdf}
          url={urlLaporanShift(shiftUid, cetak)}
          onClose={() => setCetak(null)}
        />
      ) : null}
    </>
  );
}
