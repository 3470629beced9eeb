import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import {
  can,
  type KodeNamaOperasi,
  type LaporanOperasiInput,
  laporanOperasiInputSchema,
  type OperasiDetail,
  operasiApi,
} from '@rawat/domain';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { urlKontrak } from '../../api/kontrak.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { FormAngka, FormSaklar, FormTeks, FormWaktu } from '../../ui/form/fields.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { StatusTtd } from '../../ui/StatusTtd.tsx';
import { keAngka, keIso, keLokal, useFormKontrak } from './formOperasi.ts';
import { useFinalLaporan, useSimpanLaporan } from './operasi.api.ts';
import { FormKode } from './PilihKode.tsx';

type Kode = 'diagnosis_pra' | 'diagnosis_pasca' | 'prosedur';
type Nilai = Record<Exclude<keyof LaporanOperasiInput, Kode | 'spesimen_pa'>, string> &
  Record<Kode, KodeNamaOperasi | null> & { spesimen_pa: boolean };
const kosong = { kode: '', nama: '' };

/** The operation report: written from the start of the operation, finalised (numbered) after it. */
export function TabLaporan({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const simpan = useSimpanLaporan(o.uid);
  const final = useFinalLaporan(o.uid);
  const l = o.laporan;
  const isi = l?.isi;
  const { form, umum, setUmum, kirim } = useFormKontrak<Nilai, LaporanOperasiInput>({
    schema: laporanOperasiInputSchema,
    awal: {
      diagnosis_pra: isi?.diagnosis_pra ?? o.diagnosis,
      diagnosis_pasca: isi?.diagnosis_pasca ?? null,
      prosedur: isi?.prosedur ?? o.prosedur,
      mulai: keLokal(isi?.mulai ?? o.dimulai_pada),
      selesai: keLokal(isi?.selesai ?? o.diselesaikan_pada),
      temuan: isi?.temuan ?? '',
      uraian: isi?.uraian ?? '',
      komplikasi: isi?.komplikasi ?? '',
      perdarahan_ml: isi?.perdarahan_ml?.toString() ?? '',
      spesimen_pa: isi?.spesimen_pa ?? false,
      spesimen: isi?.spesimen ?? '',
      implan: isi?.implan ?? '',
    },
    keInput: (v) => ({
      ...v,
      diagnosis_pra: v.diagnosis_pra ?? kosong,
      diagnosis_pasca: v.diagnosis_pasca ?? kosong,
      prosedur: v.prosedur ?? kosong,
      mulai: keIso(v.mulai),
      selesai: keIso(v.selesai),
      perdarahan_ml: keAngka(v.perdarahan_ml),
    }),
    simpan: (v) => simpan.mutateAsync(v),
    berhasil: 'Laporan operasi tersimpan',
  });
  const [cetak, setCetak] = useState(false);
  const boleh = can(user?.role, 'operasi:write');
  const sudahFinal = l?.status === 'FINAL';
  const bisaTulis = boleh && !sudahFinal && (o.status === 'OPERASI' || o.status === 'SELESAI');
  const f = { size: 'small', disabled: !bisaTulis } as const;

  const finalkan = async () => {
    setUmum(null);
    try {
      const r = await final.mutateAsync();
      toast.success(`Laporan operasi difinalkan: ${r.respon.laporan?.nomor ?? ''}`);
    } catch (e) {
      setUmum(pesanError(e));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Chip
          color={sudahFinal ? 'success' : 'default'}
          label={sudahFinal ? `Final · ${l?.nomor ?? ''}` : l ? 'Draf' : 'Belum ditulis'}
        />
        {l ? (
          <Button size="small" startIcon={<PrintIcon />} onClick={() => setCetak(true)}>
            Cetak
          </Button>
        ) : null}
        {sudahFinal && l ? <StatusTtd jenis="LAPORAN_OPERASI" refUid={l.uid} dapatAjukan={boleh} /> : null}
      </Box>
      {!bisaTulis && !sudahFinal && o.status !== 'BATAL' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Laporan operasi ditulis setelah operasi dimulai.
        </Alert>
      ) : null}
      <FormProvider {...form}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormKode
              disabled={!bisaTulis}
              name="diagnosis_pra"
              jenis="ICD10"
              label="Diagnosis pra-bedah (ICD-10)"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormKode
              disabled={!bisaTulis}
              name="diagnosis_pasca"
              jenis="ICD10"
              label="Diagnosis pasca-bedah (ICD-10)"
            />
          </Grid>
          <Grid size={12}>
            <FormKode
              disabled={!bisaTulis}
              name="prosedur"
              jenis="ICD9"
              label="Tindakan yang dilakukan (ICD-9-CM)"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormWaktu {...f} name="mulai" label="Jam mulai operasi" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormWaktu {...f} name="selesai" label="Jam selesai operasi" />
          </Grid>
          <Grid size={12}>
            <FormTeks {...f} name="temuan" label="Temuan operasi" multiline minRows={3} helperText=" " />
          </Grid>
          <Grid size={12}>
            <FormTeks {...f} name="uraian" label="Uraian tindakan" multiline />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTeks {...f} name="komplikasi" label="Komplikasi" placeholder="Tidak ada" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormAngka {...f} name="perdarahan_ml" label="Perdarahan (ml)" spin helperText=" " />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSaklar {...f} name="spesimen_pa" label="Spesimen dikirim ke PA" />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTeks {...f} name="spesimen" label="Spesimen" helperText=" " />
          </Grid>
          <Grid size={12}>
            <FormTeks {...f} name="implan" label="Implan yang dipasang" placeholder="Tidak ada" />
          </Grid>
        </Grid>
      </FormProvider>
      {umum ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {umum}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {bisaTulis ? (
          <Button variant="outlined" disabled={simpan.isPending} onClick={() => void kirim()}>
            Simpan Laporan
          </Button>
        ) : null}
        {boleh && l && !sudahFinal && o.status === 'SELESAI' ? (
          <Button variant="contained" disabled={final.isPending} onClick={() => void finalkan()}>
            Finalkan Laporan
          </Button>
        ) : null}
      </Box>
      <PdfViewerDialog
        open={cetak}
        title={`Laporan Operasi ${o.pasien.nama}`}
        url={urlKontrak(operasiApi.cetakLaporan, { params: { uid: o.uid } })}
        onClose={() => setCetak(false)}
      />
    </Paper>
  );
}
