import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { LayananSurat } from '@rawat/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePoliAktif } from '../pendaftaran/pendaftaran.api.ts';
import { usePenanda } from './surat.api.ts';
import { Bagian, Pilih, Tanggal, Teks, useHanyaBaca } from './surat.fields.tsx';

/** A value the server fills from the master data, shown but not typed. */
function Tampil({ label, nilai }: { label: string; nilai: string | null | undefined }) {
  return (
    <TextField
      label={label}
      value={nilai || 'belum ada'}
      fullWidth
      helperText={nilai ? 'Dari data master' : 'Belum ada di data master'}
      error={!nilai}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

/**
 * What BPJS VClaim's "Rencana Kontrol" will be sent: as saved on the letter, else (a new one) from
 * the master data, and what the master data still lacks.
 */
function DataBpjs({ poliUid, dokterUid, adaSep }: { poliUid: string; dokterUid: string; adaSep: boolean }) {
  const hanyaBaca = useHanyaBaca();
  const { control } = useFormContext();
  const [kodeDokter, poliKontrol, noSuratKontrol] = useWatch({
    control,
    name: ['isi.bpjs.kodeDokter', 'isi.bpjs.poliKontrol', 'isi.bpjs.noSuratKontrol'],
  });
  const poli = usePoliAktif().data?.find((p) => p.uid === poliUid);
  const dokter = usePenanda('KONTROL', !hanyaBaca).data?.find((d) => d.uid === dokterUid);
  const kurang = hanyaBaca
    ? []
    : [
        dokter && !dokter.kode_dpjp_bpjs
          ? `${dokter.nama} belum memiliki kode DPJP BPJS (Kelola Dokter)`
          : null,
        poli && !poli.kode_bpjs ? `${poli.nama} belum memiliki kode poli BPJS (Kelola Poli Klinik)` : null,
      ].filter(Boolean);
  return (
    <Bagian
      judul="Rencana Kontrol BPJS"
      keterangan="Data untuk VClaim (insert Rencana Kontrol). Nomor surat kontrol dari BPJS diisi setelah dikirim."
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Teks
            name="isi.bpjs.noSEP"
            label="No. SEP"
            required
            helperText={
              hanyaBaca
                ? undefined
                : adaSep
                  ? 'Dari pendaftaran kunjungan ini'
                  : 'Pendaftaran belum mencatat SEP: salin dari SEP pasien'
            }
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 2 }}>
          <Tampil label="Kode DPJP" nilai={hanyaBaca ? kodeDokter : (dokter?.kode_dpjp_bpjs ?? kodeDokter)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 2 }}>
          <Tampil label="Kode poli BPJS" nilai={hanyaBaca ? poliKontrol : (poli?.kode_bpjs ?? poliKontrol)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <TextField
            label="No. Surat Kontrol"
            value={noSuratKontrol || 'Belum dikirim'}
            fullWidth
            helperText="Dari VClaim BPJS"
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
      </Grid>
      {kurang.length ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Belum dapat diterbitkan: {kurang.join('; ')}.
        </Alert>
      ) : null}
    </Bagian>
  );
}

/** A control letter: when, where and with whom, why; for a BPJS visit the VClaim fields. */
export function IsiKontrol({ layanan }: { layanan: LayananSurat }) {
  const { control } = useFormContext();
  const hanyaBaca = useHanyaBaca();
  const [poliUid, dokterUid, poliNama, dokterNama] = useWatch({
    control,
    name: ['isi.poli_uid', 'isi.dokter_uid', 'isi.poli_nama', 'isi.dokter_nama'],
  });
  const poli = usePoliAktif();
  const dokter = usePenanda('KONTROL', !hanyaBaca);
  // The doctors who practise at the chosen clinic are offered; with none there, every doctor.
  const diPoli = (dokter.data ?? []).filter((d) => d.poli_uids.includes(poliUid));
  const pilihanDokter = (diPoli.length ? diPoli : (dokter.data ?? [])).map((d) => ({
    value: d.uid,
    label: d.nama,
  }));
  if (dokterUid && !pilihanDokter.some((d) => d.value === dokterUid))
    pilihanDokter.unshift({ value: dokterUid, label: dokterNama ?? 'Dokter kontrol' });
  const pilihanPoli = (poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }));
  if (poliUid && !pilihanPoli.some((p) => p.value === poliUid))
    pilihanPoli.unshift({ value: poliUid, label: poliNama ?? 'Poliklinik kontrol' });
  return (
    <>
      <Bagian judul="Rencana Kontrol">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Tanggal name="isi.tanggal_kontrol" label="Tanggal kontrol" required bebas />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Pilih name="isi.poli_uid" label="Poliklinik" required pilihan={pilihanPoli} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Pilih name="isi.dokter_uid" label="Dokter" required pilihan={pilihanDokter} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Teks name="isi.diagnosis" label="Diagnosis" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Teks name="isi.diagnosis_kode" label="Kode ICD-10" />
          </Grid>
          <Grid size={12}>
            <Teks name="isi.alasan" label="Alasan kontrol" required multiline />
          </Grid>
          <Grid size={12}>
            <Teks name="isi.rencana" label="Rencana tindak lanjut" multiline />
          </Grid>
        </Grid>
      </Bagian>
      {layanan.penjamin === 'BPJS' ? (
        <DataBpjs poliUid={poliUid} dokterUid={dokterUid} adaSep={Boolean(layanan.no_sep)} />
      ) : null}
    </>
  );
}
