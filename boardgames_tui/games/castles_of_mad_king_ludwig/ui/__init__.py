"""The Castles of Mad King Ludwig screen: castle maps, market and decision panels."""
