import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type CatatanAnestesi,
  can,
  catatanAnestesiSchema,
  formatTanggalJam,
  KELAS_ASA,
  MALLAMPATI,
  type OperasiDetail,
  type PraAnestesi,
  praAnestesiSchema,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useSession } from '../../shell/session.tsx';
import { FormAngka, FormPilih, FormSaklar, FormTeks, FormWaktu } from '../../ui/form/fields.tsx';
import { keAngka, keIso, keLokal, PILIHAN_ANESTESI, useFormKontrak } from './formOperasi.ts';
import { useSimpanCatatanAnestesi, useSimpanPraAnestesi } from './operasi.api.ts';

const ASA = KELAS_ASA.map((k) => ({ value: k, label: `ASA ${k}` }));
const KELAS_MALLAMPATI = MALLAMPATI.map((k) => ({ value: k, label: `Kelas ${k}` }));

/** The frame both anaesthesia tabs share: who saved last, the fields, the error and the save button. */
function KartuForm({
  form,
  disimpan,
  umum,
  boleh,
  menyimpan,
  onSimpan,
  tombol,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the frame does not read the values
  form: UseFormReturn<any, unknown, any>;
  disimpan: { oleh: string; pada: string } | null;
  umum: string | null;
  boleh: boolean;
  menyimpan: boolean;
  onSimpan: () => void;
  tombol: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {disimpan ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
          Terakhir disimpan oleh {disimpan.oleh}, {formatTanggalJam(disimpan.pada)}
        </Typography>
      ) : null}
      <FormProvider {...form}>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </FormProvider>
      {umum ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {umum}
        </Alert>
      ) : null}
      {boleh ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="contained" disabled={menyimpan} onClick={onSimpan}>
            {tombol}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

type NilaiPra = Omit<Record<keyof PraAnestesi, string>, 'asa_darurat'> & { asa_darurat: boolean };

/** The pre-anaesthesia assessment: ASA class (+E), Mallampati, fasting, history and plan. */
export function TabPraAnestesi({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const simpan = useSimpanPraAnestesi(o.uid);
  const awal = o.pra_anestesi?.isi;
  const { form, umum, kirim } = useFormKontrak<NilaiPra, PraAnestesi>({
    schema: praAnestesiSchema,
    awal: {
      asa: awal?.asa ?? '',
      asa_darurat: awal?.asa_darurat ?? o.urgensi === 'CITO',
      mallampati: awal?.mallampati ?? '',
      jalan_napas: awal?.jalan_napas ?? '',
      puasa_sejak: keLokal(awal?.puasa_sejak),
      riwayat: awal?.riwayat ?? '',
      rencana: awal?.rencana ?? o.jenis_anestesi,
      catatan: awal?.catatan ?? '',
    },
    keInput: (v) => ({ ...v, puasa_sejak: keIso(v.puasa_sejak) || null }),
    simpan: (v) => simpan.mutateAsync(v),
    berhasil: 'Asesmen pra-anestesi tersimpan',
  });
  const boleh = can(user?.role, 'operasi:write') && o.status !== 'BATAL';
  const f = { size: 'small', disabled: !boleh } as const;

  return (
    <KartuForm
      form={form}
      disimpan={o.pra_anestesi}
      umum={umum}
      boleh={boleh}
      menyimpan={simpan.isPending}
      onSimpan={() => void kirim()}
      tombol="Simpan Pra-Anestesi"
    >
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormPilih {...f} name="asa" label="Kelas ASA" pilihan={ASA} helperText=" " />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormSaklar {...f} name="asa_darurat" label="Darurat (E)" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormPilih {...f} name="mallampati" label="Mallampati" pilihan={KELAS_MALLAMPATI} helperText=" " />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormWaktu {...f} name="puasa_sejak" label="Puasa sejak" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks {...f} name="jalan_napas" label="Penilaian jalan napas" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih {...f} name="rencana" label="Rencana anestesi" pilihan={PILIHAN_ANESTESI} />
      </Grid>
      <Grid size={12}>
        <FormTeks {...f} name="riwayat" label="Riwayat penyakit / anestesi sebelumnya" multiline />
      </Grid>
      <Grid size={12}>
        <FormTeks {...f} name="catatan" label="Catatan" />
      </Grid>
    </KartuForm>
  );
}

/** The anaesthesia record: times, agents, a vitals summary, fluids, blood loss, urine. */
export function TabCatatanAnestesi({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const simpan = useSimpanCatatanAnestesi(o.uid);
  const awal = o.catatan_anestesi?.isi;
  const { form, umum, kirim } = useFormKontrak<Record<keyof CatatanAnestesi, string>, CatatanAnestesi>({
    schema: catatanAnestesiSchema,
    awal: {
      mulai: keLokal(awal?.mulai ?? o.dimulai_pada),
      selesai: keLokal(awal?.selesai),
      obat: awal?.obat ?? '',
      tanda_vital: awal?.tanda_vital ?? '',
      cairan_ml: awal?.cairan_ml?.toString() ?? '',
      perdarahan_ml: awal?.perdarahan_ml?.toString() ?? '',
      urin_ml: awal?.urin_ml?.toString() ?? '',
      catatan: awal?.catatan ?? '',
    },
    keInput: (v) => ({
      ...v,
      mulai: keIso(v.mulai),
      selesai: keIso(v.selesai) || null,
      cairan_ml: keAngka(v.cairan_ml),
      perdarahan_ml: keAngka(v.perdarahan_ml),
      urin_ml: keAngka(v.urin_ml),
    }),
    simpan: (v) => simpan.mutateAsync(v),
    berhasil: 'Catatan anestesi tersimpan',
  });
  const boleh = can(user?.role, 'operasi:write') && o.status !== 'BATAL';
  const f = { size: 'small', disabled: !boleh } as const;

  return (
    <KartuForm
      form={form}
      disimpan={o.catatan_anestesi}
      umum={umum}
      boleh={boleh}
      menyimpan={simpan.isPending}
      onSimpan={() => void kirim()}
      tombol="Simpan Catatan Anestesi"
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormWaktu {...f} name="mulai" label="Mulai anestesi" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormWaktu {...f} name="selesai" label="Selesai anestesi" />
      </Grid>
      <Grid size={12}>
        <FormTeks {...f} name="obat" label="Obat / agen anestesi" multiline helperText=" " />
      </Grid>
      <Grid size={12}>
        <FormTeks {...f} name="tanda_vital" label="Ringkasan tanda vital selama operasi" multiline />
      </Grid>
      {(
        [
          ['cairan_ml', 'Cairan masuk'],
          ['perdarahan_ml', 'Perdarahan'],
          ['urin_ml', 'Urin'],
        ] as const
      ).map(([name, label]) => (
        <Grid key={name} size={{ xs: 4 }}>
          <FormAngka {...f} name={name} label={label} spin helperText="ml" />
        </Grid>
      ))}
      <Grid size={12}>
        <FormTeks {...f} name="catatan" label="Catatan" />
      </Grid>
    </KartuForm>
  );
}
