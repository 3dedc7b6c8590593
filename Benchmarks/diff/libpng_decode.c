// Times libpng (simplified API) decoding a PNG to RGBA8, best of 20: the alternative to
// PNGDecoder (libdeflate) that docs/diff.md compares. Built and run by run.sh.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec/1e9;}
int main(int c,char**v){
  double best=1e9;
  for(int r=0;r<20;r++){
    double t0=now();
    png_image img; memset(&img,0,sizeof img); img.version=PNG_IMAGE_VERSION;
    if(!png_image_begin_read_from_file(&img,v[1])) return 1;
    img.format=PNG_FORMAT_RGBA;
    void*buf=malloc(PNG_IMAGE_SIZE(img));
    if(!png_image_finish_read(&img,NULL,buf,0,NULL)) return 2;
    double t=now()-t0; if(t<best)best=t; free(buf); png_image_free(&img);
  }
  printf("libpng simplified API, read+decode %s: best %.2f ms\n",v[1],best*1000);
}
