import { domAnimation } from 'framer-motion';

/** Animation features, loaded on first modal so the first paint does not carry them. */
export default domAnimation;
