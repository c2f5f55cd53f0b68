int from_sys;
