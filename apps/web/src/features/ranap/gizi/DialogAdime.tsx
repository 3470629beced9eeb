import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AsesmenGizi,
  asuhanGiziApi,
  hitungImt,
  kategoriImt,
  LABEL_RUTE_GIZI,
  type Pes,
  RUTE_GIZI,
  type RuteGizi,
  SARAN_JENIS_DIET,
} from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { panggil } from '../../../api/kontrak.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { segarkanGizi } from './asuhan-gizi.api.ts';

const ANGKA = ['berat_badan', 'tinggi_badan', 'lila', 'bb_biasa', 'energi_kkal', 'protein_g'] as const;
type Angka = (typeof ANGKA)[number];
type Teks = 'biokimia' | 'klinis' | 'riwayat_makan' | 'diet' | 'frekuensi' | 'edukasi' | 'monitoring';

const keAngka = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
const dariAngka = (n: number | null | undefined) => (n == null ? '' : String(n));

function Bagian({ judul, children }: { judul: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {judul}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
    </Paper>
  );
}

/**
 * The nutritionist's ADIME (Proses Asuhan Gizi Terstandar): one per stay, opened again to edit.
 * The BMI is the domain's (shown live, computed again by the server from weight and height).
 */
export function DialogAdime({
  layananUid,
  namaPasien,
  awal,
  onClose,
}: {
  layananUid: string;
  namaPasien: string;
  awal: AsesmenGizi | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [angka, setAngka] = useState<Record<Angka, string>>({
    berat_badan: dariAngka(awal?.antropometri.berat_badan),
    tinggi_badan: dariAngka(awal?.antropometri.tinggi_badan),
    lila: dariAngka(awal?.antropometri.lila),
    bb_biasa: dariAngka(awal?.antropometri.bb_biasa),
    energi_kkal: dariAngka(awal?.intervensi.energi_kkal),
    protein_g: dariAngka(awal?.intervensi.protein_g),
  });
  const [teks, setTeks] = useState<Record<Teks, string>>({
    biokimia: awal?.biokimia ?? '',
    klinis: awal?.klinis ?? '',
    riwayat_makan: awal?.riwayat_makan ?? '',
    diet: awal?.intervensi.diet ?? '',
    frekuensi: awal?.intervensi.frekuensi ?? '',
    edukasi: awal?.intervensi.edukasi ?? '',
    monitoring: awal?.monitoring ?? '',
  });
  const [rute, setRute] = useState<RuteGizi | ''>(awal?.intervensi.rute ?? 'ORAL');
  const [pes, setPes] = useState<Pes[]>(awal?.diagnosis ?? [{ problem: '', etiologi: '', gejala: '' }]);
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);

  const imt = hitungImt(keAngka(angka.berat_badan), keAngka(angka.tinggi_badan));
  const ubahAngka = (k: Angka) => (v: string) => setAngka((a) => ({ ...a, [k]: v }));
  const ubahTeks = (k: Teks) => (v: string) => setTeks((a) => ({ ...a, [k]: v }));
  const ubahPes = (i: number, k: keyof Pes, v: string) =>
    setPes((l) => l.map((p, j) => (j === i ? { ...p, [k]: v } : p)));

  const simpan = useMutation({
    mutationFn: () =>
      panggil(asuhanGiziApi.adime, {
        params: { layanan_uid: layananUid },
        body: {
          isi: {
            antropometri: {
              berat_badan: keAngka(angka.berat_badan),
              tinggi_badan: keAngka(angka.tinggi_badan),
              lila: keAngka(angka.lila),
              bb_biasa: keAngka(angka.bb_biasa),
            },
            biokimia: teks.biokimia,
            klinis: teks.klinis,
            riwayat_makan: teks.riwayat_makan,
            diagnosis: pes,
            intervensi: {
              diet: teks.diet,
              energi_kkal: keAngka(angka.energi_kkal),
              protein_g: keAngka(angka.protein_g),
              rute: rute || null,
              frekuensi: teks.frekuensi,
              edukasi: teks.edukasi,
            },
            monitoring: teks.monitoring,
          },
        },
      }),
    onSuccess: async () => {
      toast.success('Asesmen gizi (ADIME) tersimpan');
      await segarkanGizi();
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.errors.length) {
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path.replace(/^isi\./, ''), x.message])));
        setUmum('Periksa kembali isian yang ditandai');
      } else setUmum(pesanError(e));
    },
  });

  const num = (k: Angka, label: string, satuan: string, path: string, required = false) => (
    <TextField
      label={`${label} (${satuan})`}
      value={angka[k]}
      onChange={(e) => ubahAngka(k)(e.target.value)}
      required={required}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      error={!!galat[path]}
      helperText={galat[path]}
      sx={{ flex: '1 1 160px' }}
    />
  );

  return (
    <Dialog open onClose={simpan.isPending ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Asesmen Gizi (ADIME) – {namaPasien}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          aria-label="Asesmen gizi"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            simpan.mutate();
          }}
        >
          {umum && <Alert severity="error">{umum}</Alert>}
          <Bagian judul="A — Asesmen gizi">
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {num('berat_badan', 'Berat badan', 'kg', 'antropometri.berat_badan')}
              {num('tinggi_badan', 'Tinggi badan', 'cm', 'antropometri.tinggi_badan')}
              {num('lila', 'LILA', 'cm', 'antropometri.lila')}
              {num('bb_biasa', 'BB biasa', 'kg', 'antropometri.bb_biasa')}
            </Box>
            <Typography variant="body2" aria-label="IMT">
              IMT:{' '}
              <b>
                {imt != null ? `${String(imt).replace('.', ',')} kg/m² – ${kategoriImt(imt)} (dewasa)` : '—'}
              </b>
            </Typography>
            <TextInput label="Biokimia" value={teks.biokimia} onChange={ubahTeks('biokimia')} multiline />
            <TextInput label="Klinis / fisik" value={teks.klinis} onChange={ubahTeks('klinis')} multiline />
            <TextInput
              label="Riwayat makan"
              value={teks.riwayat_makan}
              onChange={ubahTeks('riwayat_makan')}
              multiline
            />
          </Bagian>
          <Bagian judul="D — Diagnosis gizi (PES)">
            {pes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <TextField
                  size="small"
                  required
                  label="Problem (P)"
                  value={p.problem}
                  onChange={(e) => ubahPes(i, 'problem', e.target.value)}
                  error={!!galat[`diagnosis.${i}.problem`]}
                  helperText={galat[`diagnosis.${i}.problem`]}
                  sx={{ flex: '1 1 200px' }}
                />
                <TextField
                  size="small"
                  required
                  label="Etiologi (E)"
                  value={p.etiologi}
                  onChange={(e) => ubahPes(i, 'etiologi', e.target.value)}
                  error={!!galat[`diagnosis.${i}.etiologi`]}
                  helperText={galat[`diagnosis.${i}.etiologi`]}
                  sx={{ flex: '1 1 200px' }}
                />
                <TextField
                  size="small"
                  required
                  label="Tanda/gejala (S)"
                  value={p.gejala}
                  onChange={(e) => ubahPes(i, 'gejala', e.target.value)}
                  error={!!galat[`diagnosis.${i}.gejala`]}
                  helperText={galat[`diagnosis.${i}.gejala`]}
                  sx={{ flex: '1 1 200px' }}
                />
                <IconButton
                  aria-label="Hapus diagnosis"
                  disabled={pes.length === 1}
                  onClick={() => setPes((l) => l.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
            {galat.diagnosis && <Alert severity="error">{galat.diagnosis}</Alert>}
            <Box>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={pes.length >= 5}
                onClick={() => setPes((l) => [...l, { problem: '', etiologi: '', gejala: '' }])}
              >
                Tambah diagnosis
              </Button>
            </Box>
          </Bagian>
          <Bagian judul="I — Intervensi gizi">
            <TextInput
              label="Jenis diet"
              required
              value={teks.diet}
              onChange={ubahTeks('diet')}
              suggestions={[...SARAN_JENIS_DIET]}
              error={galat['intervensi.diet']}
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {num('energi_kkal', 'Energi', 'kkal', 'intervensi.energi_kkal', true)}
              {num('protein_g', 'Protein', 'g', 'intervensi.protein_g', true)}
              <TextField
                select
                size="small"
                required
                label="Rute"
                value={rute}
                onChange={(e) => setRute(e.target.value as RuteGizi)}
                error={!!galat['intervensi.rute']}
                helperText={galat['intervensi.rute']}
                sx={{ flex: '1 1 200px' }}
              >
                {RUTE_GIZI.map((r) => (
                  <MenuItem key={r} value={r}>
                    {LABEL_RUTE_GIZI[r]}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <TextInput
              label="Frekuensi"
              required
              value={teks.frekuensi}
              onChange={ubahTeks('frekuensi')}
              error={galat['intervensi.frekuensi']}
              helperText="Mis. 3x makan utama, 2x selingan"
            />
            <TextInput label="Edukasi" value={teks.edukasi} onChange={ubahTeks('edukasi')} multiline />
          </Bagian>
          <Bagian judul="ME — Monitoring & evaluasi">
            <TextInput
              label="Monitoring & evaluasi"
              required
              value={teks.monitoring}
              onChange={ubahTeks('monitoring')}
              error={galat.monitoring}
              multiline
              minRows={2}
            />
          </Bagian>
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={simpan.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => simpan.mutate()} disabled={simpan.isPending}>
          Simpan ADIME
        </Button>
      </DialogActions>
    </Dialog>
  );
}
