import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  can,
  type JenisSurat,
  jenisDalamKelompok,
  type KelompokSurat,
  type KertasSurat,
  LABEL_JENIS_SURAT,
  type LayananSurat,
  type Surat,
  suratBatalSchema,
  suratUbahSchema,
} from '@rawat/domain';
import { useState } from 'react';
import { FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { StatusTtd } from '../../ui/StatusTtd.tsx';
import { IsiKelahiran } from './IsiKelahiran.tsx';
import { IsiKeterangan } from './IsiKeterangan.tsx';
import { IsiKontrol } from './IsiKontrol.tsx';
import {
  urlPdfSurat,
  useBatalkanSurat,
  useBuatSurat,
  usePenanda,
  useTerbitkanSurat,
  useUbahSurat,
  useVersiBaru,
} from './surat.api.ts';
import { Bagian, HanyaBacaContext, Pilih } from './surat.fields.tsx';
import { type NilaiSurat, nilaiDari, type SuratTersimpan } from './surat.form.ts';
import { HALAMAN_SURAT } from './surat.halaman.ts';

export interface FormSuratProps {
  kelompok: KelompokSurat;
  layanan: LayananSurat;
  awal: NilaiSurat;
  /** The saved letter; null while a new one is written. */
  surat: Surat | null;
  /** A new certificate's kind may still change (its fields start again). */
  onJenis?: (j: JenisSurat) => void;
}

/** The letter's form and what may be done with it: save, issue, replace, cancel, print. */
export function FormSurat({ kelompok, layanan, awal, surat, onJenis }: FormSuratProps) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const jenis = awal.isi.jenis;
  const bolehTulis = can(user?.role, 'surat:write');
  const draf = !surat || surat.status === 'DRAF';
  const bolehUbah = bolehTulis && draf;
  const penanda = usePenanda(jenis, bolehUbah);
  const buat = useBuatSurat();
  const ubah = useUbahSurat(surat?.uid ?? '');
  const terbit = useTerbitkanSurat();
  const versiBaru = useVersiBaru();
  const [batal, setBatal] = useState(false);
  const batalkan = useBatalkanSurat(surat?.uid ?? '');
  const [cetak, setCetak] = useState<KertasSurat | null>(null);
  const [galat, setGalat] = useState<string | null>(null);
  const form = useForm<NilaiSurat, unknown, SuratTersimpan>({
    defaultValues: awal,
    resolver: zodResolver(suratUbahSchema) as unknown as Resolver<NilaiSurat, unknown, SuratTersimpan>,
  });
  const sibuk = buat.isPending || ubah.isPending || terbit.isPending || versiBaru.isPending;
  const halaman = HALAMAN_SURAT[kelompok];
  const label = LABEL_JENIS_SURAT[jenis];

  /** The server's refusal on the fields it names, and its message above the form. */
  const tampilGalat = (err: unknown) => {
    if (err instanceof ApiError)
      for (const e of err.errors) {
        const jalur = e.path.replace(/^\/?(body[./])?/, '').replaceAll('/', '.');
        if (jalur === 'pegawai_uid' || jalur.startsWith('isi.'))
          form.setError(jalur as Path<NilaiSurat>, { type: 'server', message: e.message });
      }
    setGalat(pesanError(err));
  };

  const simpan = async (nilai: SuratTersimpan): Promise<Surat | null> => {
    setGalat(null);
    try {
      if (surat) {
        const baru = await ubah.mutateAsync(nilai);
        form.reset(nilaiDari(baru));
        return baru;
      }
      return await buat.mutateAsync({ layanan_uid: layanan.uid, ...nilai });
    } catch (err) {
      tampilGalat(err);
      return null;
    }
  };

  const onSimpan = form.handleSubmit(async (nilai) => {
    const s = await simpan(nilai);
    if (!s) return;
    toast.success('Draf surat tersimpan');
    if (!surat) navigate(`${halaman.edit}/${s.uid}`, { replace: true });
  });

  const onTerbitkan = form.handleSubmit(async (nilai) => {
    let nomor: string | null = null;
    const ok = await confirm({
      title: `Terbitkan ${label}`,
      message:
        'Surat akan diberi nomor dan ditandatangani atas nama dokter penanda tangan. Setelah terbit, surat tidak dapat diubah; perbaikan dibuat sebagai versi baru. Lanjutkan?',
      confirmLabel: 'Terbitkan',
      onConfirm: async () => {
        const s = !surat || form.formState.isDirty ? await simpan(nilai) : surat;
        if (!s) throw new Error('Surat belum tersimpan; periksa kembali isiannya');
        try {
          nomor = (await terbit.mutateAsync(s.uid)).nomor;
        } catch (err) {
          tampilGalat(err);
          if (!surat) navigate(`${halaman.edit}/${s.uid}`, { replace: true });
          throw err;
        }
        if (!surat) navigate(`${halaman.edit}/${s.uid}`, { replace: true });
      },
    });
    if (ok) toast.success(`Surat ${nomor ?? ''} diterbitkan`);
  });

  const onVersiBaru = async () => {
    if (!surat) return;
    let uid = '';
    const ok = await confirm({
      title: 'Buat Versi Baru',
      message: `Draf pengganti surat ${surat.nomor} akan dibuat dari isinya. Surat ${surat.nomor} tetap berlaku sampai pengganti itu diterbitkan, lalu otomatis dibatalkan.`,
      confirmLabel: 'Buat versi baru',
      onConfirm: async () => {
        uid = (await versiBaru.mutateAsync(surat.uid)).uid;
      },
    });
    if (ok) {
      toast.success('Draf versi baru dibuat');
      navigate(`${halaman.edit}/${uid}`);
    }
  };

  const pilihanPenanda = (penanda.data ?? []).map((p) => ({
    value: p.uid,
    label: jenis === 'KELAHIRAN' ? `${p.nama} (${p.profesi === 'BIDAN' ? 'bidan' : 'dokter'})` : p.nama,
  }));
  // The letter's own signer stays shown where the list is not asked for (read-only) or has left it.
  if (surat && !pilihanPenanda.some((p) => p.value === surat.penanda.uid))
    pilihanPenanda.unshift({ value: surat.penanda.uid, label: surat.penanda.nama });
  const bolehVersiBaru =
    bolehTulis &&
    surat?.status === 'TERBIT' &&
    (!surat.diganti_oleh || surat.diganti_oleh.status === 'DIBATALKAN');

  return (
    <FormProvider {...form}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
        role="toolbar"
        aria-label="Aksi surat"
      >
        {bolehUbah ? (
          <>
            <Button startIcon={<SaveIcon />} variant="outlined" onClick={onSimpan} disabled={sibuk}>
              Simpan draf
            </Button>
            <Button
              startIcon={<TaskAltIcon />}
              variant="contained"
              color="success"
              onClick={onTerbitkan}
              disabled={sibuk}
            >
              Terbitkan
            </Button>
          </>
        ) : null}
        {bolehVersiBaru ? (
          <Button
            startIcon={<ContentCopyIcon />}
            variant="contained"
            onClick={() => void onVersiBaru()}
            disabled={sibuk}
          >
            Buat versi baru
          </Button>
        ) : null}
        {surat && surat.status !== 'DRAF' ? (
          <StatusTtd jenis="SURAT" refUid={surat.uid} dapatAjukan={bolehTulis && surat.status === 'TERBIT'} />
        ) : null}
        {surat ? (
          <>
            <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => setCetak('A4')}>
              Cetak A4
            </Button>
            <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => setCetak('F4')}>
              Cetak F4
            </Button>
          </>
        ) : null}
        {bolehTulis && surat && surat.status !== 'DIBATALKAN' ? (
          <Button startIcon={<BlockIcon />} color="error" onClick={() => setBatal(true)} disabled={sibuk}>
            Batalkan
          </Button>
        ) : null}
        <Button
          startIcon={<ArrowBackIcon />}
          color="inherit"
          onClick={() => navigate(halaman.daftar)}
          sx={{ ml: 'auto' }}
        >
          Kembali ke daftar
        </Button>
      </Box>
      {galat ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setGalat(null)}>
          {galat}
        </Alert>
      ) : null}
      {!bolehTulis ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Anda dapat membaca dan mencetak surat ini; membuat dan mengubah surat bukan wewenang peran Anda.
        </Alert>
      ) : null}
      <HanyaBacaContext.Provider value={!bolehUbah}>
        <Box component="form" noValidate onSubmit={onSimpan} sx={{ display: 'grid', gap: 2 }}>
          <Bagian judul="Surat">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField
                  select
                  fullWidth
                  label="Jenis surat"
                  value={jenis}
                  disabled={!onJenis || kelompok !== 'KETERANGAN'}
                  onChange={(e) => {
                    const j = jenisDalamKelompok(kelompok).find((x) => x === e.target.value);
                    if (j) onJenis?.(j);
                  }}
                  helperText={
                    onJenis && kelompok === 'KETERANGAN' ? 'Mengganti jenis mengosongkan isian di bawah' : ' '
                  }
                >
                  {jenisDalamKelompok(kelompok).map((j) => (
                    <MenuItem key={j} value={j}>
                      {LABEL_JENIS_SURAT[j]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <Pilih
                  name="pegawai_uid"
                  label={
                    jenis === 'KELAHIRAN' ? 'Penanda tangan (dokter atau bidan)' : 'Dokter penanda tangan'
                  }
                  required
                  pilihan={pilihanPenanda}
                  helperText="Yang memeriksa dan menandatangani surat"
                />
              </Grid>
            </Grid>
          </Bagian>
          {kelompok === 'KETERANGAN' ? <IsiKeterangan jenis={jenis} /> : null}
          {kelompok === 'KONTROL' ? <IsiKontrol layanan={layanan} /> : null}
          {kelompok === 'KELAHIRAN' ? <IsiKelahiran /> : null}
        </Box>
      </HanyaBacaContext.Provider>
      {surat && batal ? (
        <AlasanDialog
          judul={`Batalkan ${surat.nomor ?? 'draf surat'}`}
          pesan="Surat yang dibatalkan tetap tersimpan dan tercatat di riwayat pasien, tetapi tidak berlaku lagi."
          label="Alasan pembatalan"
          aturan={suratBatalSchema.shape.alasan}
          panjangMaks={300}
          tombol="Batalkan surat"
          onKirim={async (alasan) => {
            await batalkan.mutateAsync(alasan);
            toast.success('Surat dibatalkan');
          }}
          onClose={() => setBatal(false)}
        />
      ) : null}
      {surat ? (
        <PdfViewerDialog
          open={cetak !== null}
          title={`${label} ${surat.pasien.nama}${surat.nomor ? ` ${surat.nomor}` : ''} (${cetak ?? 'A4'})`}
          url={urlPdfSurat(surat.uid, cetak ?? 'A4', surat.diubah_pada)}
          onClose={() => setCetak(null)}
        />
      ) : null}
    </FormProvider>
  );
}
