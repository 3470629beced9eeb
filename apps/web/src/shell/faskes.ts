/**
 * The facility name shown on the login view and in the drawer header, until a facility profile
 * exists. The facility-profile module (/admin-faskes, Profil Faskes) will supply the active
 * facility's name; this constant is then only the fallback for a fresh installation.
 */
export const NAMA_FASKES_DEFAULT = 'Rawat SIMRS';
