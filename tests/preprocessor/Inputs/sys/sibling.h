int from_sibling;
