import ListAltIcon from '@mui/icons-material/ListAlt';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatTanggalPendek, type RujukanVclaim } from '@rawat/domain';
import { useState } from 'react';
import { pesanError } from '../../shell/toast.tsx';
import { RujukanRingkas, rujukanBerlaku } from './RujukanRingkas.tsx';
import { galatPemilikRujukan } from './rujukan-sep.ts';
import { ambilRujukan, useRujukanPeserta } from './sep.api.ts';

const galatKedaluwarsa = (r: RujukanVclaim) =>
  `Rujukan ${r.no_rujukan} sudah tidak berlaku (berakhir ${formatTanggalPendek(r.berlaku_sampai)}); minta rujukan baru dari faskes perujuk`;

/**
 * The referral number with VClaim's help: "Cari rujukan" reads the typed number from BPJS, and the
 * list button offers the card's own referrals. An expired referral is shown but cannot be chosen.
 * One cell of the parent grid; RujukanTerpilih shows the chosen one on a row of its own.
 */
export function IsianRujukan({
  value,
  onChange,
  terpilih,
  onPilih,
  noKartu,
  vclaim,
  label,
  required,
  galat,
}: {
  value: string;
  onChange: (v: string) => void;
  terpilih: RujukanVclaim | null;
  onPilih: (r: RujukanVclaim) => void;
  /** The participant's card, for the list of their referrals (null: no list). */
  noKartu: string | null;
  /** VClaim is set up: the lookup actions show. */
  vclaim: boolean;
  label: string;
  required: boolean;
  galat: string | undefined;
}) {
  const [cari, setCari] = useState<{ memuat: boolean; galat: string | null }>({ memuat: false, galat: null });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const daftar = useRujukanPeserta(vclaim ? noKartu : null);
  const pilihan = daftar.data ?? [];

  const pilih = (r: RujukanVclaim) => {
    setMenu(null);
    const bukanMilik = galatPemilikRujukan(r, noKartu);
    if (bukanMilik) return setCari({ memuat: false, galat: bukanMilik });
    if (!rujukanBerlaku(r)) return setCari({ memuat: false, galat: galatKedaluwarsa(r) });
    setCari({ memuat: false, galat: null });
    onPilih(r);
  };
  const cariNomor = async () => {
    const no = value.trim();
    if (!no) return setCari({ memuat: false, galat: 'Isi nomor rujukan terlebih dahulu' });
    setCari({ memuat: true, galat: null });
    try {
      pilih(await ambilRujukan(no));
    } catch (err) {
      setCari({ memuat: false, galat: pesanError(err) });
    }
  };
  const pesan = galat ?? cari.galat;

  return (
    <>
      <TextField
        label={label}
        required={required}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setCari({ memuat: false, galat: null });
        }}
        onKeyDown={(e) => {
          if (vclaim && e.key === 'Enter') {
            e.preventDefault();
            void cariNomor();
          }
        }}
        error={Boolean(pesan)}
        helperText={
          pesan ?? (vclaim && pilihan.length ? `${pilihan.length} rujukan peserta tersedia di daftar` : ' ')
        }
        slotProps={{
          input: vclaim
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    {pilihan.length ? (
                      <Tooltip title="Pilih dari rujukan peserta">
                        <IconButton
                          size="small"
                          aria-label="Pilih dari rujukan peserta"
                          onClick={(e) => setMenu(e.currentTarget)}
                        >
                          <ListAltIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    <Button
                      size="small"
                      startIcon={<SearchIcon />}
                      onClick={() => void cariNomor()}
                      loading={cari.memuat}
                    >
                      Cari rujukan
                    </Button>
                  </InputAdornment>
                ),
              }
            : {},
        }}
      />
      <Menu
        anchorEl={menu}
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        slotProps={{ paper: { sx: { maxWidth: 640 } } }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          Rujukan peserta dari BPJS, terbaru dahulu
        </Typography>
        {pilihan.map((r) => (
          <MenuItem
            key={`${r.asal}:${r.no_rujukan}`}
            selected={terpilih?.no_rujukan === r.no_rujukan}
            disabled={!rujukanBerlaku(r)}
            onClick={() => pilih(r)}
            sx={{ whiteSpace: 'normal', '&.Mui-disabled': { opacity: 0.75 } }}
          >
            <RujukanRingkas r={r} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The chosen referral, full width in the parent grid, while its number is the one in the field. */
export function RujukanTerpilih({ terpilih, value }: { terpilih: RujukanVclaim | null; value: string }) {
  if (!terpilih || terpilih.no_rujukan !== value.trim()) return null;
  return (
    <Box
      aria-label="Rujukan terpilih"
      sx={{
        gridColumn: '1 / -1',
        p: 1.5,
        borderRadius: 2,
        bgcolor: (t) => alpha(t.palette.primary.main, 0.04),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <RujukanRingkas r={terpilih} />
    </Box>
  );
}
